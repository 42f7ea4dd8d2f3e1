import type { FastifyInstance } from "fastify";
import type { Metrics } from "../../metrics/metrics";
import { authBasePath } from "./auth-paths";

/** The routes that sign someone in, by the method an operator would name (the label of dugout_sign_in_attempts_total). */
export const signInMethods: Readonly<Record<string, string>> = {
  [`POST ${authBasePath}/sign-in/email`]: "password",
  [`POST ${authBasePath}/sign-in/email-otp`]: "email_passcode",
  [`POST ${authBasePath}/phone-number/verify`]: "phone_passcode",
  [`POST ${authBasePath}/dugout/tokens/authenticate`]: "link",
  [`POST ${authBasePath}/passkey/verify-authentication`]: "passkey",
  [`POST ${authBasePath}/one-tap/callback`]: "google_one_tap",
  [`POST ${authBasePath}/dugout/crypto-wallets/authenticate`]: "wallet",
  // The provider's return (Apple's form post only redirects to it).
  [`GET ${authBasePath}/callback/:id`]: "social",
};

/** A Set-Cookie that gives the browser a session (not one that deletes it: an empty value). */
function setsSession(setCookie: unknown, sessionCookie: string): boolean {
  const cookies = [setCookie ?? []].flat().map(String);
  return cookies.some((cookie) => cookie.startsWith(`${sessionCookie}=`) && !cookie.startsWith(`${sessionCookie}=;`));
}

/**
 * Counts each sign-in attempt when its answer is sent: success when the answer carries a session,
 * limited when a limit or the account lock refused it (429), failure otherwise. Read from the answer,
 * so every method is counted the same way, Better Auth's endpoints and Dugout's alike.
 */
export function countSignInAttempts(app: FastifyInstance, metrics: Metrics, sessionCookie: string): void {
  app.addHook("onResponse", (request, reply, done) => {
    const method = signInMethods[`${request.method} ${request.routeOptions.url ?? ""}`];
    if (method) {
      const outcome =
        reply.statusCode === 429
          ? "limited"
          : setsSession(reply.getHeader("set-cookie"), sessionCookie)
            ? "success"
            : "failure";
      metrics.signInAttempts.inc({ method, outcome });
    }
    done();
  });
}
