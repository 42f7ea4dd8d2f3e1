import { resolveBattingCageConfiguration } from "@dugout/contracts/batting-cage";
import { defined } from "@dugout/contracts/defined";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { battingCageConversations, battingCagePracticeScores, callRecords, type Db } from "@dugout/db";

/**
 * Test records for coaching, written through the shared schema (the module never imports the scoring or the
 * batting cage module, in tests either): scored real calls and scored practice calls.
 */

/** Every category at `score` except the overrides. */
export const categoryScores = (
  score: number | null,
  overrides: Partial<Record<ScoreCategoryKey, number | null>> = {},
): Record<ScoreCategoryKey, number | null> => ({
  ...(Object.fromEntries(scoreCategoryKeys.map((key) => [key, score])) as Record<ScoreCategoryKey, number | null>),
  ...overrides,
});

export interface RealCallFields {
  email: string | null;
  date: Date;
  scores: Record<ScoreCategoryKey, number | null> | null;
  transcript?: string;
}

let calls = 0;

export async function insertRealCall(db: Db, fields: RealCallFields): Promise<string> {
  calls += 1;
  const id = `coaching-${calls}-${Math.random().toString(36).slice(2, 8)}`;
  const s = fields.scores;
  const values = s ? scoreCategoryKeys.flatMap((key) => s[key] ?? []) : [];
  await db.insert(callRecords).values({
    gongCallId: id,
    rep: "Some Rep",
    userEmail: fields.email,
    companyName: "Acme Bakery",
    date: fields.date,
    score: s && values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null,
    aceScore: s?.ace_score ?? null,
    discoveryEffectivenessScore: s?.discovery_effectiveness_score ?? null,
    discoveryDepthScore: s?.discovery_depth_score ?? null,
    consultationTeachScore: s?.consultation_teach_score ?? null,
    consultationTailorScore: s?.consultation_tailor_score ?? null,
    consultationControlScore: s?.consultation_control_score ?? null,
    objectionProbingScore: s?.objection_probing_score ?? null,
    objectionRespondingScore: s?.objection_responding_score ?? null,
    transcript: fields.transcript ?? null,
    evidence: s
      ? Object.fromEntries(
          scoreCategoryKeys.map((key) => [key, { quotes: [], suggestion: `Suggestion for ${key} on ${id}.` }]),
        )
      : null,
    source: "import",
    scoredAt: s ? new Date() : null,
    scoredBy: s ? "import" : null,
  });
  return id;
}

/** A scored practice call by `userId` that started at `createdAt`. */
export async function insertPracticeCall(
  db: Db,
  userId: string,
  createdAt: Date,
  scores: Record<ScoreCategoryKey, number | null>,
  status: "scored" | "failed" = "scored",
): Promise<void> {
  const [row] = await db
    .insert(battingCageConversations)
    .values({
      userId,
      userData: { user_id: userId, name: { first_name: "Some", last_name: "Rep" }, providers: [] },
      configurationId: null,
      configuration: resolveBattingCageConfiguration(null),
      status: "ended",
      createdAt,
      endedAt: new Date(createdAt.getTime() + 300_000),
      durationMs: 300_000,
    })
    .returning({ id: battingCageConversations.id });
  await db.insert(battingCagePracticeScores).values({
    conversationId: defined(row, "the conversation").id,
    status,
    total: status === "scored" ? 50 : null,
    categories: scores,
    scoredAt: new Date(),
  });
}
