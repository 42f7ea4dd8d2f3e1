import { resolveBattingCageConfiguration } from "@dugout/contracts/batting-cage";
import type { PracticeScoreStatus } from "@dugout/contracts/batting-cage-scores";
import { defined } from "@dugout/contracts/defined";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { battingCageConversations, battingCagePracticeScores, type Db } from "@dugout/db";

/**
 * Practice calls with their score rows, written straight through the shared schema: for the modules that read
 * them beside real calls (Scoring Champ's practice against real, coaching) without going through the batting cage.
 */

/** Every category at `score` except the overrides. */
export const categoryScores = (
  score: number | null,
  overrides: Partial<Record<ScoreCategoryKey, number | null>> = {},
): Record<ScoreCategoryKey, number | null> => ({
  ...(Object.fromEntries(scoreCategoryKeys.map((key) => [key, score])) as Record<ScoreCategoryKey, number | null>),
  ...overrides,
});

export interface PracticeCallFields {
  userId: string;
  /** When the call started; it lasted five minutes. */
  createdAt: Date;
  /** Default "scored". */
  status?: PracticeScoreStatus;
  /** By category key; `{}` for a score still pending. */
  scores: Partial<Record<ScoreCategoryKey, number | null>>;
  /** The score card's total when scored (default 50); none otherwise. */
  total?: number | null;
}

/** An ended five-minute practice call and its score row; returns the conversation's id. */
export async function insertPracticeCall(db: Db, fields: PracticeCallFields): Promise<string> {
  const { userId, createdAt, status = "scored", scores, total = 50 } = fields;
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
  const conversationId = defined(row, "the conversation").id;
  await db.insert(battingCagePracticeScores).values({
    conversationId,
    status,
    total: status === "scored" ? total : null,
    categories: scores,
    scoredAt: status === "pending" ? null : new Date(),
  });
  return conversationId;
}
