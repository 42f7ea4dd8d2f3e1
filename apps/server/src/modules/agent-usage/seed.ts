import { agentResponses, type SeedStep } from "@dugout/db";
import { rebuildDailyCounts } from "./repository";

const users = [
  "admin@example.com",
  "rep@example.com",
  "maya.patel@dugout.example",
  "jordan.brooks@dugout.example",
  "sofia.ramirez@dugout.example",
  "ethan.walsh@dugout.example",
  "aisha.okafor@dugout.example",
  "liam.chen@dugout.example",
  "grace.kim@dugout.example",
  "ops@dugout.example",
];

/**
 * Demo usage for the configured agent (AGENT_NAME): 1,606 responses over 120 days, users
 * with very different volumes (a weight per user), deterministic. The agent's real reports add to these.
 */
export const agentUsageSeedStep = (agent: string): SeedStep => ({
  name: "agent-usage-demo-responses",
  async run(db) {
    const now = Date.now();
    const rows: (typeof agentResponses.$inferInsert)[] = [];
    let state = 42;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    users.forEach((email, index) => {
      const total = Math.round(480 / (index + 1)) + 20;
      for (let n = 0; n < total; n++) {
        rows.push({
          agent,
          userEmail: email,
          respondedAt: new Date(now - Math.floor(random() * 120 * 86_400_000)),
          externalId: `seed-${index}-${n}`,
        });
      }
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(agentResponses)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
    await rebuildDailyCounts(db, agent);
  },
});
