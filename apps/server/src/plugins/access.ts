import { timingSafeEqual } from "node:crypto";
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from "fastify";
import type { Auth, SessionUser } from "../auth";
import { AppError } from "../errors";
import { isLocalRequest } from "./local-request";

/**
 * Who may call a route, declared on the route itself (`config: { access }`) and enforced here by
 * one hook, so no handler has to remember a check and no route is public by accident:
 * - `public`: anyone (public pages' data, the name generator, health checks, the sign-in widget's
 *   own calls);
 * - `user`: anyone signed in;
 * - `owner`: anyone signed in; the handler then lets only the record's owner (or, where the route
 *   says so, an admin) act on it, since only the handler can read the record;
 * - `admin`: signed-in admins;
 * - `bearer(verify)`: a non-browser client with `Authorization: Bearer <secret>` that `verify`
 *   accepts (agent API keys, the voice simulator's client secrets);
 * - `internal`: loopback connections only (operator commands, the development mailbox); anyone
 *   else gets 404, as if the route did not exist;
 * - `operator(verify)`: loopback connections, or anyone with `Authorization: Bearer <secret>` that
 *   `verify` accepts (the Prometheus scrape with METRICS_TOKEN); without a `verify` (no secret
 *   configured) everyone else gets 403, with one a missing or wrong secret gets 401;
 * - `identity`: Better Auth's endpoints, which check sessions and secrets themselves (their abuse
 *   accounting is declared in modules/identity/endpoints.ts).
 * A route without a declaration stops the app from becoming ready, so it refuses to boot.
 * The signed-in declarations hand the handler its caller: `callerOf(request)` (below).
 */
export type BearerCheck = (token: string, request: FastifyRequest) => boolean | Promise<boolean>;
export type Access =
  | "public"
  | "user"
  | "owner"
  | "admin"
  | "internal"
  | "identity"
  | { bearer: BearerCheck; refusal: string }
  | { operator: BearerCheck | undefined; refusal: string };
export type AccessKind = "public" | "user" | "owner" | "admin" | "internal" | "identity" | "bearer" | "operator";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** `refusal` is the 401's message: it names the secret the route expects. */
export const bearer = (verify: BearerCheck, refusal: string): Access => ({ bearer: verify, refusal });

/** Loopback, or `verify`'s secret from anywhere else (none configured: loopback only). */
export const operator = (verify: BearerCheck | undefined, refusal: string): Access => ({ operator: verify, refusal });

export const accessKind = (access: Access): AccessKind =>
  typeof access === "string" ? access : "bearer" in access ? "bearer" : "operator";

export const bearerToken = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];

/** Constant-time comparison of a presented secret with the expected one. */
export function secretMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A route as registered, with the access it ended up declaring (read once every hook has run). */
export interface DeclaredRoute {
  method: string;
  url: string;
  readonly access: Access | undefined;
}

/**
 * Records every route and refuses to become ready (so the server does not start) when one
 * declares no access. The check runs at ready, not at registration: the scopes that mark plugin
 * routes public run their onRoute hook after the app's own.
 */
export function requireAccessDeclarations(app: FastifyInstance, routes: DeclaredRoute[]): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((route) => route.access === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(", ");
      throw new Error(
        `Routes without an access declaration: ${list}. Add config: { access: "public" | "user" | "owner" | "admin" | "internal" | "identity" } or bearer(...) (plugins/access.ts).`,
      );
    }
  });
}

/**
 * Routes that plugins register (the OpenAPI pages, the web app's static files) are public; the
 * scope that registers them marks them so before the declaration check sees them.
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: route.config?.access ?? "public" };
  });
}

/** The declarations that establish a signed-in caller before the handler runs. */
type SignedInAccess = { access: "user" | "owner" | "admin" };

/** A request whose route declared `user`, `owner` or `admin` access (Fastify infers the route's config type). */
export type SignedInRequest = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  FastifySchema,
  FastifyTypeProviderDefault,
  SignedInAccess
>;

/** Callers the access hook established, per request: handlers read them instead of resolving the session again. */
const established = new WeakMap<FastifyRequest, SessionUser>();

/**
 * The caller a signed-in route's access declaration established. It type-checks only in the handler of a route
 * declaring `user`, `owner` or `admin` (as documenso's `adminProcedure` hands its procedures the user), so a
 * handler can neither forget the check nor ask for a caller its route does not guarantee.
 */
export function callerOf(request: SignedInRequest): SessionUser {
  const caller = established.get(request);
  // Unreachable through the types; a hand-made request (a unit test) gets a clear failure instead of a null.
  if (!caller) throw new Error(`No caller was established for ${request.method} ${request.url}: declare its access.`);
  return caller;
}

/** The one hook that enforces every route's declared access (after the CSRF check). */
export function enforceAccess(app: FastifyInstance, auth: Auth): void {
  const check = async (request: FastifyRequest, access: Access): Promise<void> => {
    if (access === "user" || access === "owner" || access === "admin") {
      const caller = await auth.caller(request);
      if (access === "admin" && caller.role !== "admin")
        throw new AppError("forbidden", "You are not authorized to access this page.");
      established.set(request, caller);
      return;
    }
    if (access === "internal") {
      if (!isLocalRequest(request))
        throw new AppError("not_found", `No route ${request.method} ${request.url.split("?")[0] ?? ""}.`);
      return;
    }
    if (typeof access === "string") return;
    if ("operator" in access) {
      if (isLocalRequest(request)) return;
      if (!access.operator) throw new AppError("forbidden", access.refusal);
    }
    const verify = "bearer" in access ? access.bearer : access.operator;
    const token = bearerToken(request);
    if (!token || !verify || !(await verify(token, request))) throw new AppError("unauthenticated", access.refusal);
  };
  // A callback hook: public routes (the health probes, the web app's files) pass on the spot, without
  // the promise and microtask an async hook costs each request.
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    // Not-found handling and the like have no route; their own answers apply.
    if (access === undefined || access === "public" || access === "identity") return done();
    check(request, access).then(() => done(), done);
  });
}
