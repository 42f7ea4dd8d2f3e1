import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessKind, requireAccessDeclarations, type AccessKind, type DeclaredRoute } from "./plugins/access";
import { createTestApp, type TestApp } from "./test/harness";

/**
 * The authorisation matrix, generated from the route table: every route is called by an anonymous
 * visitor, a rep, another rep (for records the first rep owns) and an admin, and must answer what its
 * declared access implies. A new route is covered the moment it is registered, and a handler that
 * lets the wrong person at a record (an ownership check gone missing) fails here.
 */
let t: TestApp;
let rep: Awaited<ReturnType<TestApp["signIn"]>>;
let otherRep: Awaited<ReturnType<TestApp["signIn"]>>;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let ownedConversation = "";

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn({ email: "matrix-rep@example.com" });
  otherRep = await t.signIn({ email: "matrix-other@example.com" });
  admin = await t.signIn({ role: "admin", email: "matrix-admin@example.com" });
  const session = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
  expect(session.statusCode, session.body).toBe(200);
  ownedConversation = session.json<{ conversation_id: string }>().conversation_id;
});
afterAll(async () => {
  await t.close();
});

const someId = "00000000-0000-4000-8000-000000000000";
const refused = new Set([401, 403]);
type Caller = "anonymous" | "rep" | "otherRep" | "admin";

/**
 * Routes declared `owner` read a record, so they need one: what each caller may do with a
 * conversation the rep owns.
 */
const ownerRoutes: Record<string, { body?: object; allowed: Record<Exclude<Caller, "anonymous">, boolean> }> = {
  "GET /batting_cage_conversations/:id": { allowed: { rep: true, otherRep: false, admin: true } },
  // A valid change, so the answer is about who asks, not about the body.
  "PATCH /batting_cage_conversations/:id": {
    body: { duration_ms: 1000 },
    allowed: { rep: true, otherRep: false, admin: false },
  },
};

/** Routes that end the caller's own sessions are called with a throwaway session, so the matrix's callers keep theirs. */
const endsCallersSessions = new Set(["POST /api/auth/revoke-sessions"]);
let throwaways = 0;
async function throwawaySession(caller: Exclude<Caller, "anonymous">) {
  throwaways += 1;
  const person = await t.signIn({
    email: `matrix-throwaway-${throwaways}@example.com`,
    role: caller === "admin" ? "admin" : "rep",
  });
  return person.headers;
}

function routes(): (DeclaredRoute & { kind: AccessKind })[] {
  return t.app.registeredRoutes
    .filter((route) => route.method !== "HEAD" && route.method !== "OPTIONS")
    .map((route) => {
      const { method, url, access } = route;
      if (!access) throw new Error(`${method} ${url} declares no access`);
      return { method, url, access, kind: accessKind(access) };
    });
}

async function call(route: DeclaredRoute, caller: Caller, options: { remoteAddress?: string } = {}) {
  const headers =
    caller === "anonymous"
      ? await t.csrfHeaders()
      : endsCallersSessions.has(`${route.method} ${route.url}`)
        ? await throwawaySession(caller)
        : { rep: rep.headers, otherRep: otherRep.headers, admin: admin.headers }[caller];
  const owner = ownerRoutes[`${route.method} ${route.url}`];
  const url = route.url.replace(/:[A-Za-z_]+/g, owner ? ownedConversation : someId).replace(/\*$/, "x");
  return t.app.inject({
    method: route.method as "GET",
    url,
    headers: { ...headers, "content-type": "application/json" },
    remoteAddress: options.remoteAddress ?? "203.0.113.9",
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: JSON.stringify(owner?.body ?? {}) }),
  });
}

describe("the authorisation matrix", () => {
  it("covers every route, each with a declared access", () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(40);
    const kinds = new Set(all.map((route) => route.kind));
    for (const kind of ["public", "user", "owner", "admin", "bearer", "internal", "identity", "operator"] as const)
      expect(kinds, kind).toContain(kind);
    for (const route of all.filter((each) => each.kind === "identity")) expect(route.url).toMatch(/^\/api\/auth\//);
    for (const route of all.filter((each) => each.kind === "owner"))
      expect(ownerRoutes, `${route.method} ${route.url} needs an owner fixture`).toHaveProperty(
        `${route.method} ${route.url}`,
      );
  });

  it("answers every route × caller as the declaration implies", async () => {
    const wrong: string[] = [];
    const expectStatus = (route: DeclaredRoute, caller: string, status: number, ok: boolean, want: string) => {
      if (!ok) wrong.push(`${route.method} ${route.url} as ${caller}: ${status}, expected ${want}`);
    };
    for (const route of routes()) {
      const { kind } = route;
      if (kind === "identity") continue; // Better Auth's own checks: the identity tests cover them.
      const anonymous = (await call(route, "anonymous")).statusCode;
      if (kind === "public") expectStatus(route, "anonymous", anonymous, !refused.has(anonymous), "served");
      if (kind === "user" || kind === "owner" || kind === "admin" || kind === "bearer")
        expectStatus(route, "anonymous", anonymous, anonymous === 401, "401");
      if (kind === "internal") expectStatus(route, "a remote caller", anonymous, anonymous === 404, "404");
      // No METRICS_TOKEN in this app: nobody but this machine.
      if (kind === "operator") expectStatus(route, "a remote caller", anonymous, anonymous === 403, "403");

      const owner = ownerRoutes[`${route.method} ${route.url}`];
      for (const caller of ["rep", "otherRep", "admin"] as const) {
        if (kind === "bearer" || kind === "internal" || kind === "operator") continue;
        const status = (await call(route, caller)).statusCode;
        const allowed =
          kind === "owner" && owner
            ? owner.allowed[caller]
            : kind === "admin"
              ? caller === "admin"
              : true; /* public and user */
        expectStatus(
          route,
          caller,
          status,
          allowed ? !refused.has(status) : status === 403,
          allowed ? "served" : "403",
        );
      }
      if (kind === "bearer") {
        // A browser session is not a key.
        const status = (await call(route, "admin")).statusCode;
        expectStatus(route, "admin without a key", status, status === 401, "401");
      }
      if (kind === "operator") {
        // A browser session is not the operator's token, an admin's included.
        const status = (await call(route, "admin")).statusCode;
        expectStatus(route, "a remote admin", status, status === 403, "403");
      }
      if (kind === "internal" || kind === "operator") {
        const status = (await call(route, "anonymous", { remoteAddress: "127.0.0.1" })).statusCode;
        expectStatus(route, "loopback", status, status !== 404 && status !== 403, "served or asked for its token");
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a route without an access declaration", () => {
  it("keeps the app from booting", async () => {
    const app = Fastify();
    requireAccessDeclarations(app, []);
    app.get("/declared", { config: { access: "public" } }, async () => "ok");
    app.get("/forgotten", async () => "oops");
    await expect(app.ready()).rejects.toThrow("Routes without an access declaration: GET /forgotten");
    await app.close();
  });
});
