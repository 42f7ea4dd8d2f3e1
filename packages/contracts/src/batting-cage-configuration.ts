import { z } from "zod/mini";
import {
  businessTypes,
  customerTypes,
  defaultEmployeeCount,
  employeeCountLabels,
  objections,
  payrollProviders,
  personalityTypeNames,
  sampleBusinessNames,
} from "./batting-cage-lists";
import { entityIdSchema, multiLineTextSchema, oneOfMessage, singleLineTextSchema } from "./text";
import { serverDateTimeSchema } from "./time";

// The simulated customer an admin configures (docs/requirements/batting-cage.md#configuration): the fields, their
// limits, the saved configuration and how a call resolves the randomized fields.

export const battingCageRandomizableFields = [
  "customer_type",
  "objection",
  "business_name",
  "employee_count",
  "business_type",
  "payroll_provider",
  "personality_type",
] as const;
export type BattingCageRandomizableField = (typeof battingCageRandomizableFields)[number];

export const battingCageLimits = {
  businessNameMax: 200,
  customInstructionsMax: 4000,
  transcriptTextMax: 20000,
  transcriptEntriesMax: 2000,
  appendEntriesMax: 500,
  instructionsMax: 20000,
  /** Report lists show the most recent conversations of the range; the totals cover all of it. */
  reportConversationsMax: 500,
  /** OpenAI caps a realtime call at 60 minutes; a longer duration is a client bug. */
  durationMsMax: 6 * 60 * 60 * 1000,
} as const;

const objectionMessage = "Objection must be one of the listed objection statements.";

/**
 * A select as sent by a form: one of the values, or empty ("" or null) when not set,
 * in which case a random value is used per session (docs/requirements/batting-cage.md#configuration-randomisation).
 */
function choiceInput<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z._default(
    z.union(
      [
        z.enum(values),
        z.pipe(
          z.literal(""),
          z.transform((): null => null),
        ),
        z.null(),
      ],
      { error: message },
    ),
    null,
  );
}

export const battingCageConfigurationInputSchema = z.object({
  customer_type: choiceInput(customerTypes, oneOfMessage("Customer type", customerTypes)),
  objection: choiceInput(objections, objectionMessage),
  business_name: z._default(
    z.nullable(
      z.pipe(
        singleLineTextSchema.check(
          z.trim(),
          z.maxLength(battingCageLimits.businessNameMax, {
            error: `Business name must be at most ${battingCageLimits.businessNameMax} characters.`,
          }),
        ),
        z.transform((value) => (value === "" ? null : value)),
      ),
    ),
    null,
  ),
  employee_count: choiceInput(employeeCountLabels, oneOfMessage("Employee count", employeeCountLabels)),
  business_type: choiceInput(businessTypes, oneOfMessage("Business type", businessTypes)),
  payroll_provider: choiceInput(payrollProviders, oneOfMessage("Payroll provider", payrollProviders)),
  personality_type: choiceInput(personalityTypeNames, oneOfMessage("Personality type", personalityTypeNames)),
  custom_instructions: z._default(
    multiLineTextSchema.check(
      z.maxLength(battingCageLimits.customInstructionsMax, {
        error: `Custom instructions must be at most ${battingCageLimits.customInstructionsMax} characters.`,
      }),
    ),
    "",
  ),
  randomize_customer_type: z._default(z.boolean(), false),
  randomize_objection: z._default(z.boolean(), false),
  randomize_business_name: z._default(z.boolean(), false),
  randomize_employee_count: z._default(z.boolean(), false),
  randomize_business_type: z._default(z.boolean(), false),
  randomize_payroll_provider: z._default(z.boolean(), false),
  randomize_personality_type: z._default(z.boolean(), false),
  /** Reps see the scenario only once their call has ended (docs/requirements/batting-cage.md#scenario-visibility). */
  hide_scenario_from_reps: z._default(z.boolean(), false),
});
export type BattingCageConfigurationInput = z.input<typeof battingCageConfigurationInputSchema>;
export type BattingCageConfigurationValues = z.infer<typeof battingCageConfigurationInputSchema>;

/**
 * POST /batting_cage_configurations. The body of docs/requirements/batting-cage.md#configuration also carries user_id and user_full_name:
 * they are accepted for compatibility, but the server records the signed-in user instead.
 */
export const saveBattingCageConfigurationBodySchema = z.object({
  batting_cage_configuration: z.extend(battingCageConfigurationInputSchema, {
    user_id: z.optional(singleLineTextSchema.check(z.maxLength(200))),
    user_full_name: z.optional(singleLineTextSchema.check(z.maxLength(200))),
  }),
});
export type SaveBattingCageConfigurationBody = z.input<typeof saveBattingCageConfigurationBodySchema>;

/**
 * A stored configuration version (GET /batting_cage_configuration and the POST answer).
 * Before the first save the server answers the defaults with id, user and updated_at null.
 */
export const battingCageConfigurationSchema = z.object({
  id: z.nullable(entityIdSchema),
  customer_type: z.nullable(z.enum(customerTypes)),
  objection: z.nullable(z.enum(objections)),
  business_name: z.nullable(z.string()),
  employee_count: z.nullable(z.enum(employeeCountLabels)),
  business_type: z.nullable(z.enum(businessTypes)),
  payroll_provider: z.nullable(z.enum(payrollProviders)),
  personality_type: z.nullable(z.enum(personalityTypeNames)),
  custom_instructions: z.string(),
  randomize_customer_type: z.boolean(),
  randomize_objection: z.boolean(),
  randomize_business_name: z.boolean(),
  randomize_employee_count: z.boolean(),
  randomize_business_type: z.boolean(),
  randomize_payroll_provider: z.boolean(),
  randomize_personality_type: z.boolean(),
  /**
   * When true and the caller is not an admin, the server answers every scenario field empty (null, and
   * no custom instructions): the rep learns the scenario only when the call has ended.
   */
  hide_scenario_from_reps: z.boolean(),
  user_id: z.nullable(z.string()),
  user_full_name: z.nullable(z.string()),
  updated_at: z.nullable(serverDateTimeSchema),
});
export type BattingCageConfiguration = z.infer<typeof battingCageConfigurationSchema>;

/**
 * A configuration before anyone chooses: every customer field empty (random per session) except the
 * employee count, whose form default is 1-5 (docs/requirements/batting-cage.md#fixed-value-lists), nothing
 * marked random, no custom instructions, the scenario shown to reps. Seeds and tests spread it and set
 * what they vary, so a new field gets its default here once.
 */
export const battingCageDefaultConfiguration: BattingCageConfigurationValues = {
  customer_type: null,
  objection: null,
  business_name: null,
  employee_count: defaultEmployeeCount,
  business_type: null,
  payroll_provider: null,
  personality_type: null,
  custom_instructions: "",
  randomize_customer_type: false,
  randomize_objection: false,
  randomize_business_name: false,
  randomize_employee_count: false,
  randomize_business_type: false,
  randomize_payroll_provider: false,
  randomize_personality_type: false,
  hide_scenario_from_reps: false,
};

/** What GET /batting_cage_configuration answers before the first save: the defaults, by nobody. */
export const unsavedBattingCageConfiguration: BattingCageConfiguration = {
  id: null,
  ...battingCageDefaultConfiguration,
  user_id: null,
  user_full_name: null,
  updated_at: null,
};

/** The values actually used in one call, randomised fields resolved (docs/decisions/0009-batting-cage-autosave-and-sessions.md). */
export const battingCageResolvedConfigurationSchema = z.object({
  id: z.nullable(entityIdSchema),
  customer_type: z.enum(customerTypes),
  objection: z.enum(objections),
  business_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(battingCageLimits.businessNameMax)),
  employee_count: z.enum(employeeCountLabels),
  business_type: z.enum(businessTypes),
  payroll_provider: z.enum(payrollProviders),
  personality_type: z.enum(personalityTypeNames),
  custom_instructions: z.string().check(z.maxLength(battingCageLimits.customInstructionsMax)),
});
export type BattingCageResolvedConfiguration = z.infer<typeof battingCageResolvedConfigurationSchema>;

/**
 * One customer with every field chosen, the owner of Maple Street Bakery: the starting point of the
 * seeds', tests' and benches' customers, which spread it and set what they vary.
 */
export const battingCageExampleCustomer = {
  customer_type: "Switcher",
  objection: "It's too expensive. I can't justify another monthly bill right now.",
  business_name: "Maple Street Bakery",
  employee_count: "5-10",
  business_type: "Bakery",
  payroll_provider: "Gusto",
  personality_type: "Friendly",
  custom_instructions: "",
} as const satisfies Omit<BattingCageResolvedConfiguration, "id">;

/** The same values as a browser sends them (POST /create_session): texts checked like every input. */
export const battingCageResolvedConfigurationInputSchema = z.extend(battingCageResolvedConfigurationSchema, {
  business_name: singleLineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(battingCageLimits.businessNameMax)),
  custom_instructions: multiLineTextSchema.check(z.maxLength(battingCageLimits.customInstructionsMax)),
});

function pick<T>(values: readonly T[], random: () => number): T {
  const index = Math.min(values.length - 1, Math.max(0, Math.floor(random() * values.length)));
  return values[index] as T;
}

/**
 * Resolves a configuration for one session: a field marked randomize, or left empty, gets a
 * random value; with no configuration at all every field is random (docs/requirements/batting-cage.md#configuration-randomisation).
 * Both the practice page (to show the values) and the server (to fill gaps) need this.
 */
export function resolveBattingCageConfiguration(
  config: Partial<BattingCageConfiguration> | null | undefined,
  random: () => number = Math.random,
): BattingCageResolvedConfiguration {
  const choose = <T extends string>(field: BattingCageRandomizableField, values: readonly T[]): T => {
    const value = config?.[field];
    const randomize = config?.[`randomize_${field}`] === true;
    if (!randomize && typeof value === "string" && value.trim() !== "") return value as T;
    return pick(values, random);
  };
  return {
    id: config?.id ?? null,
    customer_type: choose("customer_type", customerTypes),
    objection: choose("objection", objections),
    business_name: choose("business_name", sampleBusinessNames),
    employee_count: choose("employee_count", employeeCountLabels),
    business_type: choose("business_type", businessTypes),
    payroll_provider: choose("payroll_provider", payrollProviders),
    personality_type: choose("personality_type", personalityTypeNames),
    custom_instructions: config?.custom_instructions ?? "",
  };
}
