import type { AppConfig, Env } from "./config";

/**
 * What NODE_ENV=production refuses to start without (ADR 0033), beside the mail rule in messaging-env.ts.
 * Each of these booted silently before and failed people later: sign-in links to localhost, session
 * cookies without Secure, data on a database that never fsyncs, a secret generated into the database
 * that a second instance with another secret contradicted by signing everyone out.
 */
export function productionProblems(values: Env): string[] {
  if (values.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!values.APP_BASE_URL) {
    problems.push(
      "APP_BASE_URL: must be set when NODE_ENV=production, to the https:// address people open (e.g. https://dugout.example.com): sign-in links in emails and the cookies' Secure flag come from it",
    );
  } else if (!secureOrLocal(values.APP_BASE_URL)) {
    problems.push(
      "APP_BASE_URL: must be https:// when NODE_ENV=production (http:// only for localhost): over http the session cookies go without Secure",
    );
  }
  if (!values.BETTER_AUTH_SECRET) {
    problems.push(
      "BETTER_AUTH_SECRET: must be set when NODE_ENV=production, the same on every instance (at least 32 random characters, e.g. openssl rand -base64 32): a secret generated into the database is lost with it, and another one signs everyone out",
    );
  }
  if (!values.DATABASE_URL && !values.ALLOW_EMBEDDED_DATABASE) {
    problems.push(
      "DATABASE_URL: must be set when NODE_ENV=production (e.g. postgres://dugout@db.example.com:5432/dugout): the embedded database never fsyncs, so an OS crash or a power cut can lose or corrupt its data; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway",
    );
  }
  return problems;
}

/** What production accepts but the operator should hear about at every start (server.ts logs them). */
export function productionWarnings(config: AppConfig): string[] {
  if (config.NODE_ENV !== "production" || config.DATABASE_URL) return [];
  return [
    "ALLOW_EMBEDDED_DATABASE=true: production runs on the embedded database, which never fsyncs: an OS crash or a power cut can lose recent writes or corrupt the data folder. Use PostgreSQL (DATABASE_URL) for data you keep.",
  ];
}

/** A trial of the production build on this machine may use http://localhost; anything else needs https. */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

function secureOrLocal(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
}
