import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createAuth, type SessionUser } from "../auth";
import { AppError } from "../errors";
import { callerOf, enforceAccess } from "./access";

/**
 * The access hook hands signed-in routes their caller: `callerOf` returns the person the hook established,
 * without resolving the session again, and compiles only where the route's declaration guarantees one.
 */
const person = (id: string, role: SessionUser["role"]): SessionUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  firstName: id,
  lastName: "",
  image: null,
  role,
  sessionId: `session-${id}`,
});
const people: Record<string, SessionUser> = { rep: person("rep", null), admin: person("admin", "admin") };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWithRoutes() {
  let resolutions = 0;
  const auth = createAuth({
    resolve(request) {
      resolutions += 1;
      return Promise.resolve(people[String(request.headers["x-person"])] ?? null);
    },
  });
  app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.status).send({ code: error.code })
      : reply.status(500).send({ message: error instanceof Error ? error.message : String(error) }),
  );
  enforceAccess(app, auth);
  app.get("/mine", { config: { access: "user" } }, async (request) => callerOf(request).id);
  app.get("/admins", { config: { access: "admin" } }, async (request) => callerOf(request).role);
  app.get("/open", { config: { access: "public" } }, async (request) =>
    // @ts-expect-error a public route establishes no caller, so its handler cannot ask for one
    callerOf(request),
  );
  return { app, resolutions: () => resolutions };
}

describe("callerOf", () => {
  it("hands a signed-in route the caller its access check established, resolving the session once", async () => {
    const { app, resolutions } = await appWithRoutes();
    const answer = await app.inject({ url: "/mine", headers: { "x-person": "rep" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe("rep");
    expect(resolutions()).toBe(1);
  });

  it("hands an admin route its admin, and refuses others before the handler", async () => {
    const { app } = await appWithRoutes();
    expect((await app.inject({ url: "/admins", headers: { "x-person": "admin" } })).body).toBe("admin");
    expect((await app.inject({ url: "/admins", headers: { "x-person": "rep" } })).json()).toEqual({
      code: "forbidden",
    });
    expect((await app.inject({ url: "/admins" })).json()).toEqual({ code: "unauthenticated" });
  });

  it("fails loudly where no caller was established (the types already refuse it)", async () => {
    const { app } = await appWithRoutes();
    const answer = await app.inject({ url: "/open", headers: { "x-person": "rep" } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: "No caller was established for GET /open: declare its access." });
  });
});
