import { auditActions } from "@dugout/contracts/audit";
import {
  battingCageConfigurationInputSchema,
  type BattingCageConfiguration,
  type BattingCageConfigurationValues,
  unsavedBattingCageConfiguration,
} from "@dugout/contracts/batting-cage";
import type { Db } from "@dugout/db";
import { recordAudit, type AuditBy } from "../../audit/record";
import { latestConfiguration, saveConfiguration, type Author } from "./configuration-repository";

/**
 * The fields whose value differs from what was in force (the defaults before the first save), in the form's
 * order; the body's user_id and user_full_name are not configuration (the server records the caller).
 */
export function changedFields(before: BattingCageConfiguration, values: BattingCageConfigurationValues): string[] {
  const fields = Object.keys(battingCageConfigurationInputSchema.shape) as (keyof BattingCageConfigurationValues)[];
  return fields.filter((field) => (before[field] ?? null) !== (values[field] ?? null));
}

/**
 * An admin's save: a new version, and its audit event naming the fields that changed (not their values: the
 * custom instructions may be long, and the versions themselves keep the values), in one transaction.
 */
export async function saveConfigurationAudited(
  db: Db,
  values: BattingCageConfigurationValues,
  author: Author,
  by: AuditBy,
): Promise<BattingCageConfiguration> {
  return db.transaction(async (tx) => {
    const before = (await latestConfiguration(tx)) ?? unsavedBattingCageConfiguration;
    const saved = await saveConfiguration(tx, values, author);
    await recordAudit(tx, {
      action: auditActions.configurationSaved,
      ...by,
      details: { changed: changedFields(before, values), configuration_id: saved.id ?? "" },
    });
    return saved;
  });
}
