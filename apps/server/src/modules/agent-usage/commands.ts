import { auditActions } from "@dugout/contracts/audit";
import { agentNameSchema } from "@dugout/contracts/pages";
import { commandLineActor, recordAudit } from "../../audit/record";
import { CommandUsageError, type Command } from "../../command";
import { createAgentKey, listAgentKeys, revokeAgentKey } from "./repository";

const usage = "agent-key create <agent> | agent-key revoke <prefix> | agent-key list";

/** `npm run agent-key -- create eugene`: prints a new key once; only its hash is kept. */
export const agentKeyCommand: Command = {
  name: "agent-key",
  usage,
  async run(ctx, { args }) {
    const [action, value] = args;
    const { db } = ctx.database;
    if (action === "create" && value) {
      const agent = agentNameSchema.safeParse(value);
      if (!agent.success) throw new CommandUsageError(agent.error.issues[0]?.message ?? "Invalid agent name.");
      const { key, prefix } = await createAgentKey(db, agent.data);
      await recordAudit(db, {
        action: auditActions.agentKeyCreated,
        actor: commandLineActor,
        subject: { label: prefix },
        details: { agent: agent.data },
      });
      return [
        `API key for ${agent.data} (shown once; store it in the agent's secrets):`,
        key,
        `Prefix ${prefix}. The agent sends it as "Authorization: Bearer <key>" to POST /api/agents/${agent.data}/responses.`,
      ].join("\n");
    }
    if (action === "revoke" && value) {
      const count = await revokeAgentKey(db, value);
      if (!count) throw new CommandUsageError(`No live key has the prefix ${value}.`);
      await recordAudit(db, {
        action: auditActions.agentKeyRevoked,
        actor: commandLineActor,
        subject: { label: value },
        details: { keys: count },
      });
      return `Revoked ${count} key(s).`;
    }
    if (action === "list") {
      const keys = await listAgentKeys(db);
      if (!keys.length) return "No agent keys.";
      return keys
        .map(
          (k) =>
            `${k.prefix}  ${k.agent}  created ${k.createdAt.toISOString()}${k.revokedAt ? `  revoked ${k.revokedAt.toISOString()}` : ""}`,
        )
        .join("\n");
    }
    throw new CommandUsageError(`Usage: ${usage}`);
  },
};
