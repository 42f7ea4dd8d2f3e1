import { and, count, gt, isNull, isNotNull, max, eq } from "drizzle-orm";
import { agentResponses, callRecords, type Db } from "@dugout/db";
import type { AgentRegistryEntry, AgentStatus } from "@dugout/contracts/dream-team";
import type { AppConfig } from "../../config";

const dayMs = 86_400_000;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The Dream Team: every AI agent of the product with what it does and a status read live from
 * the data it produces (recent responses, the scoring backlog) and from the configuration.
 */
export async function agentRegistry(db: Db, config: AppConfig, textProvider: string): Promise<AgentRegistryEntry[]> {
  const agent = config.AGENT_NAME;
  const [usage] = await db
    .select({ last: max(agentResponses.respondedAt) })
    .from(agentResponses)
    .where(eq(agentResponses.agent, agent));
  const [backlog] = await db
    .select({ pending: count() })
    .from(callRecords)
    .where(and(isNull(callRecords.scoredAt), isNotNull(callRecords.transcript)));
  const [recentScores] = await db
    .select({ recent: count() })
    .from(callRecords)
    .where(gt(callRecords.scoredAt, new Date(Date.now() - 30 * dayMs)));

  const last = usage?.last ? new Date(usage.last) : null;
  const usageStatus: AgentStatus = !last ? "offline" : Date.now() - last.getTime() <= 7 * dayMs ? "online" : "degraded";
  const pending = Number(backlog?.pending ?? 0);
  const scorerStatus: AgentStatus = pending > 100 ? "degraded" : "online";
  const voice = config.OPENAI_API_KEY ? "OpenAI Realtime" : "the built-in voice simulator";

  return [
    {
      id: agent,
      name: capitalise(agent),
      kind: "chat",
      status: usageStatus,
      description: `The team's sales-assistant agent. Every answer it gives is reported to Dugout and counted on the ${capitalise(agent)} usage page. ${
        last ? `Last response ${last.toISOString()}.` : "No response reported yet."
      }`,
    },
    {
      id: "ravi",
      name: "RAVI",
      kind: "diagnostics",
      status: "online",
      description: `Reliability and Availability Verification Agent: checks the database and the text-generation provider (${textProvider}) on demand and reports timings.`,
    },
    {
      id: "batting-cage-customer",
      name: "Batting Cage Customer",
      kind: "voice",
      status: "online",
      description: `The simulated small-business owner reps practise against by voice, with the personality and objections an admin configures; it speaks through ${voice}.`,
    },
    {
      id: "rubric-scorer",
      name: "Rubric Scorer",
      kind: "analytics",
      status: scorerStatus,
      description: `Scores sales-call transcripts on the 8-category coaching rubric with feedback (${
        config.SCORING_ENGINE === "heuristic" ? "offline heuristic" : textProvider
      }). ${pending} call(s) waiting, ${Number(recentScores?.recent ?? 0)} scored in the last 30 days.`,
    },
    {
      id: "name-generator",
      name: "Business Name Generator",
      kind: "generation",
      status: "online",
      description: `Suggests business names with domain and trademark research, taglines and logos for new business owners (${textProvider}).`,
    },
  ];
}
