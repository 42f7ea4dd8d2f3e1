import { auditActionNames } from "@dugout/contracts/audit";
import { CommandUsageError, type Command } from "../../command";
import { eachAuditEvent, type AuditQuery } from "./repository";

const usage = "audit list [--since 7d|24h|30m] [--person <text>] [--action <action>]";
const units = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** "7d", "24h", "30m": how far back from now. */
function sinceOf(text: string | undefined, now: Date): Date {
  const match = /^(\d{1,5})([dhm])$/.exec(text ?? "");
  if (!match)
    throw new CommandUsageError(`--since takes a number and d, h or m (7d, 24h, 30m).\nUsage: npm run ${usage}`);
  return new Date(now.getTime() - Number(match[1]) * units[match[2] as keyof typeof units]);
}

function parse(args: string[], now: Date): AuditQuery {
  const query: AuditQuery = { from: new Date(now.getTime() - 7 * units.d) };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    const value = args[++index];
    if (flag === "--since") query.from = sinceOf(value, now);
    else if (flag === "--person" && value) query.person = value;
    else if (flag === "--action" && value && (auditActionNames as string[]).includes(value)) query.action = value;
    else if (flag === "--action") throw new CommandUsageError(`--action takes one of: ${auditActionNames.join(", ")}.`);
    else throw new CommandUsageError(`Unknown option ${flag ?? ""}.\nUsage: npm run ${usage}`);
  }
  return query;
}

/** A detail's value on one line: lists joined with "+", objects as JSON, text as it is. */
const valueText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(valueText).join("+")
    : typeof value === "string"
      ? value
      : (JSON.stringify(value) ?? "null");

/** `key=value` pairs of an event's details. */
const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}=${valueText(value)}`)
    .join(" ");

/**
 * `npm run audit -- list --since 7d`: the audit trail, oldest first (a terminal shows the newest last), one
 * line per event: time (UTC), action, actor, subject, client address and browser, details. Seven days by default.
 */
export const auditCommand: Command = {
  name: "audit",
  usage,
  async run(ctx, { args }) {
    const [action, ...rest] = args;
    if (action !== "list") throw new CommandUsageError(`Usage: npm run ${usage}`);
    const query = parse(rest, new Date());
    const lines: string[] = [];
    for await (const event of eachAuditEvent(ctx.database.db, query)) {
      const client = [event.ip, event.user_agent_family].filter(Boolean).join(" ");
      lines.push(
        [
          event.at,
          event.action,
          event.actor_label,
          event.subject_label ? `-> ${event.subject_label}` : "",
          client ? `from ${client}` : "",
          detailsText(event.details),
        ]
          .filter(Boolean)
          .join("  "),
      );
    }
    if (lines.length === 0) return `No audit events since ${query.from?.toISOString() ?? "the start"}.`;
    return lines.reverse().join("\n");
  },
};
