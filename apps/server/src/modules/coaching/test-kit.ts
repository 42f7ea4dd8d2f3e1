import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { callRecords, type Db } from "@dugout/db";

/**
 * Scored real calls for coaching's tests, written through the shared schema (the module never imports the scoring
 * module, in tests either). Practice calls come from test/practice-calls.ts.
 */

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
