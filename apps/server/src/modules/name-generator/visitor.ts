import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { nameGeneratorVisitorCookie } from "@dugout/contracts/name-generator";

/**
 * Which browser is calling the name generator, without an account: a random id in a signed httpOnly
 * cookie. Submissions carry it, so a browser reads only its own submissions, and a lead given once
 * unlocks that browser's later submissions (the server decides; the page cannot claim it).
 * Signed so that a cookie made up by hand (or planted by a sibling domain) names no one.
 */
export interface Visitors {
  /** The caller's visitor id, or undefined when the cookie is missing or its signature does not verify. */
  of(request: FastifyRequest): string | undefined;
  /** The caller's visitor id, issuing a new cookie when the caller has none yet. */
  ensure(request: FastifyRequest, reply: FastifyReply): string;
}

/** Long enough to come back with the same idea after a season of planning. */
const maxAgeSeconds = 180 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createVisitors(secret: string, baseUrl: string): Visitors {
  const secure = baseUrl.startsWith("https://");
  const sign = (id: string) => createHmac("sha256", secret).update(`name-generator-visitor:${id}`).digest("base64url");

  const of = (request: FastifyRequest): string | undefined => {
    const value = request.cookies[nameGeneratorVisitorCookie];
    if (!value) return undefined;
    const [id, signature, extra] = value.split(".");
    if (!id || !signature || extra !== undefined || !uuidPattern.test(id)) return undefined;
    const expected = Buffer.from(sign(id));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
  };

  return {
    of,
    ensure(request, reply) {
      const known = of(request);
      if (known) return known;
      const id = randomUUID();
      void reply.setCookie(nameGeneratorVisitorCookie, `${id}.${sign(id)}`, {
        // Every name generator call is under /api/business_name…; "/api" is the narrowest path both share.
        path: "/api",
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: maxAgeSeconds,
      });
      return id;
    },
  };
}
