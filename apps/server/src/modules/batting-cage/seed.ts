import { inArray } from "drizzle-orm";
import {
  battingCageDefaultConfiguration,
  battingCageExampleCustomer,
  resolveBattingCageConfiguration,
  type BattingCageConfigurationValues,
} from "@dugout/contracts/batting-cage";
import { users, type Db, type SeedStep } from "@dugout/db";
import { owePracticeScores } from "./practice-scoring";
import { defaultScenarioId, latestConfiguration, saveConfiguration } from "./configuration-repository";
import { seedCoachingLoop } from "./coaching-seed";
import { insertDemoCall, seeded } from "./demo-practice-calls";

const adminEmail = "admin@example.com";
const repEmail = "rep@example.com";

/** The example bakery as the spec seeds it: its objection and the owner's personality random per call. */
const defaultValues: BattingCageConfigurationValues = {
  ...battingCageDefaultConfiguration,
  ...battingCageExampleCustomer,
  objection: "Switching sounds like a huge hassle. I don't want to re-enter all my employees' information.",
  employee_count: "1-5",
  payroll_provider: "Quickbooks",
  personality_type: "Busy/Impatient",
  randomize_objection: true,
  randomize_personality_type: true,
};

/**
 * The default configuration (saved by the seeded admin) and a few finished practice calls of
 * the seeded rep spread over the last three weeks, so Reports has something in every range; then the
 * coaching loop's scenarios, assignments and scored calls (coaching-seed.ts).
 * Runs after the users step; safe to re-run (it adds nothing when a configuration exists).
 */
export const battingCageSeedStep: SeedStep = {
  name: "batting-cage",
  async run(db: Db) {
    if (await latestConfiguration(db)) return;
    const people = await db
      .select({ id: users.id, name: users.name, email: users.email, image: users.image })
      .from(users)
      .where(inArray(users.email, [adminEmail, repEmail]));
    const admin = people.find((person) => person.email === adminEmail);
    const rep = people.find((person) => person.email === repEmail);
    const saved = await saveConfiguration(db, defaultValues, {
      id: admin?.id ?? null,
      fullName: admin?.name ?? "Dugout Admin",
    });
    if (!rep) return;
    const scenarioId = await defaultScenarioId(db);
    const random = seeded(20_260_101);
    const hoursAgo = [2, 26, 50, 100, 170, 220, 340, 400];
    for (const [index, hours] of hoursAgo.entries()) {
      const id = await insertDemoCall(db, {
        person: rep,
        scenarioId,
        configurationId: saved.id,
        configuration: { ...resolveBattingCageConfiguration(saved, random), id: saved.id },
        createdAt: new Date(Date.now() - hours * 3_600_000),
        durationMs: 600_000 + Math.floor(random() * 180_000) + index * 1000,
      });
      // Owed a score like any ended call: the boot's re-queue of pending scores scores them.
      if (id) await owePracticeScores(db, [id]);
    }
    await seedCoachingLoop(db, admin ?? null, rep, new Date());
  },
};
