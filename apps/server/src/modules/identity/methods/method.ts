import type { FastifyRequest, FastifyReply } from "fastify";
import type { BetterAuthPlugin } from "better-auth";
import type { BootstrapAnswer } from "@dugout/contracts/signin-widget";
import type { IdentityErrorCode } from "@dugout/contracts/identity-errors";
import type { AppConfig } from "../../../config";
import type { App, AppContext } from "../../../context";
import type { ContentSecuritySources } from "../../../plugins/security-headers";
import type { BetterAuthDeps } from "../better-auth";
import type { IdentityEndpoint } from "../endpoints";
import type { Identity } from "../identity";

/** What a method's routes under /api/auth/dugout get besides the app: the identity and the scope's helpers. */
export interface MethodRouteKit {
  ctx: AppContext;
  identity: Identity;
  /** `/api/auth/dugout`: a method's own paths start with it (and are entries of its `endpoints`). */
  prefix: string;
  /** Runs a Better Auth call, answering its refusal as the identity error it is. */
  asIdentityError: <T>(run: () => Promise<T>) => Promise<T>;
  /** Counts the request against a per-IP rule; 429 `too_many_requests` past it. */
  limit: (request: FastifyRequest, key: string, rule: { max: number; windowSeconds: number }) => Promise<void>;
  /** Copies the cookies (and session JWT) of a Better Auth answer onto ours. */
  forwardAuthHeaders: (response: Response, reply: FastifyReply) => void;
}

/** What the widget's bootstrap says about a method: its switches under `methods`, and its own fields. */
export type MethodBootstrap = Partial<Omit<BootstrapAnswer, "methods">> & {
  methods?: Partial<BootstrapAnswer["methods"]>;
};

/**
 * One way to sign in (or, for the OpenID provider, to sign in elsewhere with Dugout), in one object:
 * `methods/<name>/index.ts` exports it and `methods/index.ts` lists it. Identity composes the list:
 * Better Auth's plugins (better-auth.ts), the endpoint list (endpoints.ts), the routes (widget-routes.ts,
 * routes.ts), the widget's bootstrap, the page's Content-Security-Policy and the mount's error statuses.
 * Patterned on a better-auth plugin (one folder, one object); docs/how-to/add-a-sign-in-method.md.
 * `Plugins` is the exact tuple the method adds, so `auth.api` keeps every plugin endpoint's type.
 */
export interface SignInMethod<Plugins extends readonly BetterAuthPlugin[] = readonly BetterAuthPlugin[]> {
  /** The method's folder under `methods/` (methods.test.ts checks that every folder is listed once). */
  readonly name: string;
  /** Better Auth plugins the method adds, built with identity's dependencies, in order. */
  readonly plugins?: (deps: BetterAuthDeps) => Plugins;
  /**
   * Its entries of the endpoint list (endpoints.ts says what each field means): only listed endpoints
   * are mounted, and the abuse accounting reads them. Every path of `dugoutRoutes` needs one.
   */
  readonly endpoints: readonly IdentityEndpoint[];
  /**
   * Its own routes under /api/auth/dugout, in the widget routes' scope: the access, Origin check, error shape
   * and abuse accounting of its endpoint entries apply to them.
   */
  readonly dugoutRoutes?: (app: App, kit: MethodRouteKit) => Promise<void> | void;
  /** Routes elsewhere (discovery documents), in identity's scope, each declaring its own access. */
  readonly routes?: (app: App, ctx: AppContext, identity: Identity) => Promise<void> | void;
  /** What the widget's bootstrap says about the method (its switch under `methods` is false when absent). */
  readonly bootstrap?: (identity: Identity) => MethodBootstrap;
  /** Other origins the app's pages must reach for this method (added to the page's CSP), if any for this configuration. */
  readonly contentSecurity?: (config: AppConfig) => ContentSecuritySources | undefined;
  /** The settings (config.ts, .env.example) it reads: what an operator sets to configure it. */
  readonly settings: readonly (keyof AppConfig)[];
  /** The identity error codes (contracts/identity-errors.ts) only this method raises. */
  readonly errorCodes: readonly IdentityErrorCode[];
  /**
   * Those of its codes it raises in a Better Auth after-hook: Better Auth would answer them with the endpoint's
   * original status, so the mount gives them their declared one back (mount.ts).
   */
  readonly afterHookErrorCodes?: readonly IdentityErrorCode[];
}

/** The plugins of a list of methods, in order, as one tuple type (better-auth.ts spreads it into its plugins). */
export type PluginsOf<Methods extends readonly unknown[]> = Methods extends readonly [infer First, ...infer Rest]
  ? [...(First extends SignInMethod<infer Plugins> ? Plugins : []), ...PluginsOf<Rest>]
  : [];

/** Every plugin of the methods, in list order. */
export function pluginsOf<const Methods extends readonly SignInMethod[]>(
  methods: Methods,
  deps: BetterAuthDeps,
): PluginsOf<Methods> {
  // The cast only restates, as a tuple, what flatMap builds in the same order.
  return methods.flatMap((method) => method.plugins?.(deps) ?? []) as unknown as PluginsOf<Methods>;
}
