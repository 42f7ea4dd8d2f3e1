import { asc, desc, eq } from "drizzle-orm";
import {
  businessTypes,
  customerTypes,
  employeeCountLabels,
  objections,
  payrollProviders,
  personalityTypeNames,
  type BattingCageConfiguration,
  type BattingCageConfigurationValues,
} from "@dugout/contracts/batting-cage";
import type { ScenarioDifficulty } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import { battingCageConfigurations, battingCageScenarios, type Db } from "@dugout/db";

export type ConfigurationRow = typeof battingCageConfigurations.$inferSelect;
type Row = ConfigurationRow;

/** What a version says about its scenario besides the customer. */
export interface ScenarioFields {
  name: string;
  difficulty: ScenarioDifficulty;
  categories: ScoreCategoryKey[];
}

/** The default scenario before its first save (the migration gives existing history the same categories). */
export const defaultScenarioFields: ScenarioFields = {
  name: "Default scenario",
  difficulty: "medium",
  categories: ["objection_probing_score", "objection_responding_score"],
};

function inList<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * Select values are checked against today's lists: a value saved under an older list (since
 * removed) reads as null, meaning random, instead of breaking the pages.
 */
export function toApi(row: Row): BattingCageConfiguration {
  return {
    id: row.id,
    customer_type: inList(customerTypes, row.customerType),
    objection: inList(objections, row.objection),
    business_name: row.businessName,
    employee_count: inList(employeeCountLabels, row.employeeCount),
    business_type: inList(businessTypes, row.businessType),
    payroll_provider: inList(payrollProviders, row.payrollProvider),
    personality_type: inList(personalityTypeNames, row.personalityType),
    custom_instructions: row.customInstructions,
    randomize_customer_type: row.randomizeCustomerType,
    randomize_objection: row.randomizeObjection,
    randomize_business_name: row.randomizeBusinessName,
    randomize_employee_count: row.randomizeEmployeeCount,
    randomize_business_type: row.randomizeBusinessType,
    randomize_payroll_provider: row.randomizePayrollProvider,
    randomize_personality_type: row.randomizePersonalityType,
    hide_scenario_from_reps: row.hideScenarioFromReps,
    user_id: row.userId,
    user_full_name: row.userFullName,
    updated_at: row.createdAt.toISOString(),
  };
}

/**
 * The default scenario: the oldest one, which the migration made for the configuration history. Created here
 * only if a database somehow has none, so the configuration routes always have one to read and write.
 */
export async function defaultScenarioId(db: Db): Promise<string> {
  const [oldest] = await db
    .select({ id: battingCageScenarios.id })
    .from(battingCageScenarios)
    .orderBy(asc(battingCageScenarios.createdAt), asc(battingCageScenarios.id))
    .limit(1);
  if (oldest) return oldest.id;
  const [created] = await db.insert(battingCageScenarios).values({}).returning({ id: battingCageScenarios.id });
  if (!created) throw new Error("insert returned no row");
  return created.id;
}

/** A scenario's current version row (its newest save), or null before its first save. */
export async function latestVersionRow(db: Db, scenarioId: string): Promise<Row | null> {
  const rows = await db
    .select()
    .from(battingCageConfigurations)
    .where(eq(battingCageConfigurations.scenarioId, scenarioId))
    .orderBy(desc(battingCageConfigurations.createdAt), desc(battingCageConfigurations.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The current version of a scenario (the default scenario without one), or null before its first save. */
export async function latestConfiguration(db: Db, scenarioId?: string): Promise<BattingCageConfiguration | null> {
  const row = await latestVersionRow(db, scenarioId ?? (await defaultScenarioId(db)));
  return row ? toApi(row) : null;
}

export async function configurationRowById(db: Db, id: string): Promise<Row | null> {
  const rows = await db.select().from(battingCageConfigurations).where(eq(battingCageConfigurations.id, id));
  return rows[0] ?? null;
}

export interface Author {
  id: string | null;
  fullName: string;
}

/**
 * Stores a new version of a scenario; older versions are never changed. Without a scenario it is the default
 * scenario's, keeping its name, difficulty and categories (the configuration routes, which predate scenarios).
 */
export async function saveConfiguration(
  db: Db,
  values: BattingCageConfigurationValues,
  author: Author,
  scenario?: { id: string } & ScenarioFields,
): Promise<BattingCageConfiguration> {
  return toApi(await saveVersionRow(db, values, author, scenario));
}

export async function saveVersionRow(
  db: Db,
  values: BattingCageConfigurationValues,
  author: Author,
  scenario?: { id: string } & ScenarioFields,
): Promise<Row> {
  let target = scenario;
  if (!target) {
    const id = await defaultScenarioId(db);
    const current = await latestVersionRow(db, id);
    target = current
      ? { id, name: current.name, difficulty: current.difficulty, categories: current.categories }
      : { id, ...defaultScenarioFields };
  }
  const [row] = await db
    .insert(battingCageConfigurations)
    .values({
      scenarioId: target.id,
      name: target.name,
      difficulty: target.difficulty,
      categories: target.categories,
      customerType: values.customer_type,
      objection: values.objection,
      businessName: values.business_name,
      employeeCount: values.employee_count,
      businessType: values.business_type,
      payrollProvider: values.payroll_provider,
      personalityType: values.personality_type,
      customInstructions: values.custom_instructions,
      randomizeCustomerType: values.randomize_customer_type,
      randomizeObjection: values.randomize_objection,
      randomizeBusinessName: values.randomize_business_name,
      randomizeEmployeeCount: values.randomize_employee_count,
      randomizeBusinessType: values.randomize_business_type,
      randomizePayrollProvider: values.randomize_payroll_provider,
      randomizePersonalityType: values.randomize_personality_type,
      hideScenarioFromReps: values.hide_scenario_from_reps,
      userId: author.id,
      userFullName: author.fullName,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * The configuration as a rep may see it before a call: with the scenario hidden, every field that would
 * tell the scenario (the seven fields and the custom instructions) is empty, so the page cannot show it
 * and the answer does not carry it (docs/requirements/batting-cage.md#scenario-visibility).
 */
export function configurationForCaller(
  config: BattingCageConfiguration,
  caller: { role: "admin" | null },
): BattingCageConfiguration {
  if (!config.hide_scenario_from_reps || caller.role === "admin") return config;
  return {
    ...config,
    customer_type: null,
    objection: null,
    business_name: null,
    employee_count: null,
    business_type: null,
    payroll_provider: null,
    personality_type: null,
    custom_instructions: "",
  };
}
