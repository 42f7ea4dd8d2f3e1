import type { BattingCageResolvedConfiguration, TranscriptEntry } from "@dugout/contracts/batting-cage";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { battingCageConversations, battingCagePracticeScores, battingCageTranscriptEntries, type Db } from "@dugout/db";

/** A seeded demo person, as the seeds read them from the users table. */
export interface DemoPerson {
  id: string;
  name: string;
  image: string | null;
}

export function demoTranscript(business: string, objection: string): TranscriptEntry[] {
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
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export interface DemoCall {
  person: DemoPerson;
  scenarioId: string;
  configurationId: string | null;
  configuration: BattingCageResolvedConfiguration;
  createdAt: Date;
  durationMs: number;
}

/** Inserts one finished practice call of a demo person with its transcript; answers its id. */
export async function insertDemoCall(db: Db, call: DemoCall): Promise<string | null> {
  const [firstName = null, ...rest] = call.person.name.split(" ");
  const transcript = demoTranscript(call.configuration.business_name, call.configuration.objection);
  const endedAt = new Date(call.createdAt.getTime() + call.durationMs);
  const [row] = await db
    .insert(battingCageConversations)
    .values({
      userId: call.person.id,
      userData: {
        user_id: call.person.id,
        name: { first_name: firstName, last_name: rest.join(" ") || null },
        providers: call.person.image ? [{ provider_type: "profile", profile_picture_url: call.person.image }] : [],
      },
      configurationId: call.configurationId,
      scenarioId: call.scenarioId,
      configuration: call.configuration,
      status: "ended",
      transcriptLength: transcript.length,
      createdAt: call.createdAt,
      updatedAt: endedAt,
      endedAt,
      durationMs: call.durationMs,
    })
    .returning({ id: battingCageConversations.id });
  if (!row) return null;
  await db
    .insert(battingCageTranscriptEntries)
    .values(transcript.map((entry, position) => ({ conversationId: row.id, position, ...entry })));
  return row.id;
}

/**
 * A demo call's score, written as scored: the aimed-at categories at the values the demo story needs (so an
 * assignment is in progress or met on every fresh install), the others around `base`.
 */
export async function scoreDemoCall(
  db: Db,
  conversationId: string,
  scoredAt: Date,
  base: number,
  aimed: Partial<Record<ScoreCategoryKey, number>>,
): Promise<void> {
  const categories = Object.fromEntries(
    scoreCategoryKeys.map((key, index) => [key, aimed[key] ?? base + ((index * 7) % 15) - 7]),
  ) as Record<ScoreCategoryKey, number>;
  const values = Object.values(categories);
  await db.insert(battingCagePracticeScores).values({
    conversationId,
    status: "scored",
    total: Math.round(values.reduce((sum, value) => sum + value, 0) / values.length),
    categories,
    feedback: "Demo score: the discovery questions went one level deep; ask what the problem costs them.",
    scoredBy: "demo",
    scoredAt,
  });
}
