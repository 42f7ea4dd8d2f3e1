import { z } from "zod/mini";
import { battingCageConfigurationInputSchema } from "./batting-cage-configuration";
import { singleLineTextSchema } from "./text";
import { scoreCategoryKeys } from "./scoring";

// A practice scenario: a named simulated customer (today's batting-cage configuration) with a difficulty
// and the rubric categories it exercises. The scenario library stores these values as versions; a draft
// built from a rep's real calls answers the same shape, so the manager reviews it in the same editor.

export const scenarioDifficulties = ["easy", "medium", "hard"] as const;
export type ScenarioDifficulty = (typeof scenarioDifficulties)[number];

export const scenarioLimits = {
  nameMax: 80,
  /** A scenario aims at one to three categories: more would aim at nothing in particular. */
  categoriesMax: 3,
} as const;

export const scenarioNameSchema = singleLineTextSchema.check(
  z.trim(),
  z.minLength(1, { error: "Give the scenario a name." }),
  z.maxLength(scenarioLimits.nameMax, {
    error: `A scenario name must be at most ${scenarioLimits.nameMax} characters.`,
  }),
);

export const scenarioCategoriesSchema = z.array(z.enum(scoreCategoryKeys)).check(
  z.minLength(1, { error: "Choose at least one rubric category the scenario exercises." }),
  z.maxLength(scenarioLimits.categoriesMax, {
    error: `Choose at most ${scenarioLimits.categoriesMax} rubric categories.`,
  }),
  z.refine((keys) => new Set(keys).size === keys.length, { error: "Each category may be chosen once." }),
);

/** What an admin saves (and what a draft proposes): the customer plus what the scenario is for. */
export const scenarioValuesSchema = z.object({
  name: scenarioNameSchema,
  difficulty: z.enum(scenarioDifficulties, { error: "Difficulty must be easy, medium or hard." }),
  categories: scenarioCategoriesSchema,
  configuration: battingCageConfigurationInputSchema,
});
export type ScenarioValuesInput = z.input<typeof scenarioValuesSchema>;
export type ScenarioValues = z.infer<typeof scenarioValuesSchema>;
