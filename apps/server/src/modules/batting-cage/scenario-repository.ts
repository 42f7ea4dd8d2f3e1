import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { auditActions } from "@dugout/contracts/audit";
import { unsavedBattingCageConfiguration } from "@dugout/contracts/batting-cage";
import type { Scenario, ScenarioValues } from "@dugout/contracts/practice-scenarios";
import { battingCageConfigurations, battingCageScenarios, type Db } from "@dugout/db";
import { recordAudit, type AuditBy } from "../../audit/record";
import { AppError, notFound } from "../../errors";
import {
  configurationForCaller,
  defaultScenarioFields,
  defaultScenarioId,
  saveVersionRow,
  toApi,
  type Author,
  type ConfigurationRow,
} from "./configuration-repository";
import { changedFields } from "./configuration-save";

type ScenarioRow = typeof battingCageScenarios.$inferSelect;
type Caller = { role: "admin" | null };

function toScenario(
  scenario: ScenarioRow,
  version: ConfigurationRow | undefined,
  versions: number,
  defaultId: string,
  caller: Caller,
): Scenario {
  const fields = version ?? defaultScenarioFields;
  return {
    id: scenario.id,
    name: fields.name,
    difficulty: fields.difficulty,
    categories: fields.categories,
    configuration: configurationForCaller(version ? toApi(version) : unsavedBattingCageConfiguration, caller),
    is_default: scenario.id === defaultId,
    versions,
    archived_at: scenario.archivedAt?.toISOString() ?? null,
    created_at: scenario.createdAt.toISOString(),
  };
}

/**
 * The library, oldest first (the default scenario leads), each with its current version as the caller may see
 * it: a rep gets the scenario fields of a hidden scenario emptied, exactly like GET /batting_cage_configuration.
 */
export async function listScenarios(
  db: Db,
  caller: Caller,
  options: { archived: boolean; id?: string },
): Promise<Scenario[]> {
  const defaultId = await defaultScenarioId(db);
  const where = and(
    options.archived ? undefined : isNull(battingCageScenarios.archivedAt),
    options.id ? eq(battingCageScenarios.id, options.id) : undefined,
  );
  const versionsOf = options.id ? eq(battingCageConfigurations.scenarioId, options.id) : undefined;
  const [scenarios, latest, counts] = await Promise.all([
    db
      .select()
      .from(battingCageScenarios)
      .where(where)
      .orderBy(asc(battingCageScenarios.createdAt), asc(battingCageScenarios.id)),
    db
      .selectDistinctOn([battingCageConfigurations.scenarioId])
      .from(battingCageConfigurations)
      .where(versionsOf)
      .orderBy(
        battingCageConfigurations.scenarioId,
        desc(battingCageConfigurations.createdAt),
        desc(battingCageConfigurations.id),
      ),
    db
      .select({ scenarioId: battingCageConfigurations.scenarioId, versions: count() })
      .from(battingCageConfigurations)
      .where(versionsOf)
      .groupBy(battingCageConfigurations.scenarioId),
  ]);
  const latestBy = new Map(latest.map((row) => [row.scenarioId, row]));
  const countBy = new Map(counts.map((row) => [row.scenarioId, row.versions]));
  return scenarios.map((scenario) =>
    toScenario(scenario, latestBy.get(scenario.id), countBy.get(scenario.id) ?? 0, defaultId, caller),
  );
}

export async function scenarioById(db: Db, id: string, caller: Caller): Promise<Scenario | null> {
  const [scenario] = await listScenarios(db, caller, { archived: true, id });
  return scenario ?? null;
}

const admin: Caller = { role: "admin" };

/** A new scenario and its first version, with its audit event, in one transaction. */
export async function createScenario(db: Db, values: ScenarioValues, author: Author, by: AuditBy): Promise<Scenario> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(battingCageScenarios).values({}).returning({ id: battingCageScenarios.id });
    if (!row) throw new Error("insert returned no row");
    const version = await saveVersionRow(tx, values.configuration, author, { id: row.id, ...scenarioFields(values) });
    await recordAudit(tx, {
      action: auditActions.scenarioCreated,
      ...by,
      details: { scenario_id: row.id, configuration_id: version.id, name: values.name },
    });
    return row.id;
  });
  const created = await scenarioById(db, id, admin);
  if (!created) throw new Error("the created scenario is gone");
  return created;
}

const scenarioFields = (values: ScenarioValues) => ({
  name: values.name,
  difficulty: values.difficulty,
  categories: values.categories,
});

/**
 * A save of the scenario editor: a new version (the calls that ran an older one keep pointing at it), audited
 * like a configuration save with the fields that changed. An archived scenario is not edited (409).
 */
export async function saveScenarioVersion(
  db: Db,
  id: string,
  values: ScenarioValues,
  author: Author,
  by: AuditBy,
): Promise<Scenario> {
  const before = await scenarioById(db, id, admin);
  if (!before) throw notFound("Scenario");
  if (before.archived_at) throw new AppError("conflict", "This scenario is archived; it cannot be changed.");
  await db.transaction(async (tx) => {
    const version = await saveVersionRow(tx, values.configuration, author, { id, ...scenarioFields(values) });
    const changed = [
      ...(["name", "difficulty"] as const).filter((field) => before[field] !== values[field]),
      ...(before.categories.join() === values.categories.join() ? [] : ["categories"]),
      ...changedFields(before.configuration, values.configuration),
    ];
    await recordAudit(tx, {
      action: auditActions.configurationSaved,
      ...by,
      details: { changed, configuration_id: version.id, scenario_id: id },
    });
  });
  const saved = await scenarioById(db, id, admin);
  if (!saved) throw notFound("Scenario");
  return saved;
}

/** Archives a scenario: it leaves the reps' list and starts no new call. The default scenario stays (409). */
export async function archiveScenario(db: Db, id: string, by: AuditBy, now: Date): Promise<Scenario> {
  const before = await scenarioById(db, id, admin);
  if (!before) throw notFound("Scenario");
  if (before.is_default) throw new AppError("conflict", "The default scenario cannot be archived.");
  if (!before.archived_at) {
    await db.transaction(async (tx) => {
      await tx.update(battingCageScenarios).set({ archivedAt: now }).where(eq(battingCageScenarios.id, id));
      await recordAudit(tx, { action: auditActions.scenarioArchived, ...by, details: { scenario_id: id } });
    });
  }
  const archived = await scenarioById(db, id, admin);
  if (!archived) throw notFound("Scenario");
  return archived;
}

/** The stable row of a scenario (archived or not), or null. */
export async function scenarioRow(db: Db, id: string): Promise<ScenarioRow | null> {
  const [row] = await db.select().from(battingCageScenarios).where(eq(battingCageScenarios.id, id));
  return row ?? null;
}
