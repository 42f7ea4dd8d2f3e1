import { identityEndpoints, type IdentityEndpoint } from "./endpoints";

interface BurstRule {
  window: number;
  max: number;
}
type RuleOrLifted = BurstRule | ((request: Request, current: BurstRule) => BurstRule | false);

/** Better Auth's own burst rules per client address and path (the hourly send and lock rules are ours: limits.ts). */
const burstRules: Record<string, BurstRule> = {
  "/sign-in/*": { window: 60, max: 30 },
  "/sign-up/*": { window: 60, max: 20 },
  "/request-password-reset": { window: 60, max: 10 },
  "/email-otp/send-verification-otp": { window: 60, max: 10 },
  "/get-session": { window: 60, max: 120 },
};

const matches = (pattern: string, path: string) =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/**
 * The burst rules Better Auth gets. A path that sends a message comes first (Better Auth takes the
 * first matching key) with the rule lifted for a client in TRUSTED_NETWORKS: a whole office signs in
 * from that address at nine o'clock, and the per-recipient cap (limits.ts) still holds for each person.
 * Every other path (a password sign-in among them) keeps its per-address burst.
 */
export function burstRulesFor(sharedAddress: (ip: string) => boolean): Record<string, RuleOrLifted> {
  const rules: Record<string, RuleOrLifted> = {};
  const endpoints: readonly IdentityEndpoint[] = identityEndpoints;
  const sending = endpoints.filter((endpoint) => endpoint.sendsMessage && endpoint.owner === "better-auth");
  for (const { path } of sending) {
    const base = Object.entries(burstRules).find(([pattern]) => matches(pattern, path))?.[1];
    rules[path] = (request, current) => {
      // The Fastify mount writes the client address (request.ip, after TRUST_PROXY) into this header.
      const ip = request.headers.get("x-forwarded-for") ?? "";
      return sharedAddress(ip) ? false : (base ?? current);
    };
  }
  for (const [pattern, rule] of Object.entries(burstRules)) rules[pattern] ??= rule;
  return rules;
}
