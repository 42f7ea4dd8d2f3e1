import { inArray } from "drizzle-orm";
import {
  resolveBattingCageConfiguration,
  type BattingCageConfigurationValues,
  type TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import { battingCageConversations, battingCageTranscriptEntries, users, type Db, type SeedStep } from "@dugout/db";
import { owePracticeScores } from "./practice-scoring";
import { latestConfiguration, saveConfiguration } from "./configuration-repository";

const adminEmail = "admin@example.com";
const repEmail = "rep@example.com";

const defaultValues: BattingCageConfigurationValues = {
  customer_type: "Switcher",
  objection: "Switching sounds like a huge hassle. I don't want to re-enter all my employees' information.",
  business_name: "Maple Street Bakery",
  employee_count: "1-5",
  business_type: "Bakery",
  payroll_provider: "Quickbooks",
  personality_type: "Busy/Impatient",
  custom_instructions: "",
  randomize_customer_type: false,
  randomize_objection: true,
  randomize_business_name: false,
  randomize_employee_count: false,
  randomize_business_type: false,
  randomize_payroll_provider: false,
  randomize_personality_type: true,
  // The spec's default: reps see the Voice Coach Configuration before the call.
  hide_scenario_from_reps: false,
};

function demoTranscript(business: string, objection: string): TranscriptEntry[] {
  return [
    { role: "user", text: `Hi, is this the owner of ${business}? I'm calling about your payroll.` },
    { role: "assistant", text: "Speaking. I've only got a minute, what's this about?" },
    { role: "user", text: "How do you run payroll today, and how long does it take you each cycle?" },
    { role: "assistant", text: objection },
    {
      role: "user",
      text: "That makes sense. We move your employee data over for you, so there's nothing to re-enter.",
    },
    { role: "assistant", text: "Alright, send me something to read and call me next week." },
  ];
}

/** A small deterministic generator, so the demo data is the same on every fresh install. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The default configuration (saved by the seeded admin) and a few finished practice calls of
 * the seeded rep spread over the last three weeks, so Reports has something in every range.
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
    const [firstName = null, ...rest] = rep.name.split(" ");
    const random = seeded(20_260_101);
    const hoursAgo = [2, 26, 50, 100, 170, 220, 340, 400];
    for (const [index, hours] of hoursAgo.entries()) {
      const configuration = { ...resolveBattingCageConfiguration(saved, random), id: saved.id };
      const createdAt = new Date(Date.now() - hours * 3_600_000);
      const durationMs = 600_000 + Math.floor(random() * 180_000) + index * 1000;
      const transcript = demoTranscript(configuration.business_name, configuration.objection);
      const [row] = await db
        .insert(battingCageConversations)
        .values({
          userId: rep.id,
          userData: {
            user_id: rep.id,
            name: { first_name: firstName, last_name: rest.join(" ") || null },
            providers: rep.image ? [{ provider_type: "profile", profile_picture_url: rep.image }] : [],
          },
          configurationId: saved.id,
          configuration,
          status: "ended",
          transcriptLength: transcript.length,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + durationMs),
          endedAt: new Date(createdAt.getTime() + durationMs),
          durationMs,
        })
        .returning({ id: battingCageConversations.id });
      if (!row) continue;
      await db
        .insert(battingCageTranscriptEntries)
        .values(transcript.map((entry, position) => ({ conversationId: row.id, position, ...entry })));
      // Owed a score like any ended call: the boot's re-queue of pending scores scores them.
      await owePracticeScores(db, [row.id]);
    }
  },
};
