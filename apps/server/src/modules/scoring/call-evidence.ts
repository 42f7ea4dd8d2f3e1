import { eq } from "drizzle-orm";
import { scoreCardCategories, type CallEvidenceResponse } from "@dugout/contracts/scoring-evidence";
import { callRecords, type Db } from "@dugout/db";

/** One call's scores with the evidence behind each (null when no such call). */
export async function callEvidence(db: Db, gongCallId: string): Promise<CallEvidenceResponse | null> {
  const [row] = await db.select().from(callRecords).where(eq(callRecords.gongCallId, gongCallId));
  if (!row) return null;
  const scores = {
    ace_score: row.aceScore,
    discovery_effectiveness_score: row.discoveryEffectivenessScore,
    discovery_depth_score: row.discoveryDepthScore,
    consultation_teach_score: row.consultationTeachScore,
    consultation_tailor_score: row.consultationTailorScore,
    consultation_control_score: row.consultationControlScore,
    objection_probing_score: row.objectionProbingScore,
    objection_responding_score: row.objectionRespondingScore,
  };
  return { gong_call_id: row.gongCallId, categories: scoreCardCategories(scores, row.evidence) };
}
