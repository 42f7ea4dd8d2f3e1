import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, exists, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { signInTokenBindings, verifications, type Db } from "@dugout/db";
import { intermediateStateSeconds } from "./intermediate-state";
import { crossSiteCookies } from "../../widget-origins";

/**
 * Which browser asked for a sign-in token (docs/decisions/0032-sign-in-token-binding.md). A link in an email
 * and the return of a social sign-in bring a token to a page, which posts it to tokens/authenticate; anyone
 * can send a browser to such a page with a token of their own (login CSRF). So the browser that asks for a
 * magic link, signs up with a password or starts a social sign-in gets a random value in a signed httpOnly
 * cookie (kept when it has one), the token is stored with that value's digest, and the page signs in
 * without a question only in that browser, like the verifier of a PKCE flow.
 */
export const signInBindingCookie = "dugout.sign_in_binding";

/** How long the one-time token of a social sign-in's return lives (better-auth.ts's oneTimeToken). */
export const oneTimeTokenMinutes = 3;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
const valuePattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where Better Auth keeps a token of this kind while it can still be used: its verification row, whose
 * identifier is this prefix and the same SHA-256 (`storeToken: "hashed"`). Null: a confirmation link, a
 * signed JWT with no row.
 */
export type StoredAs = "magic-link" | "one-time-token" | null;

/** What was noted of a token when it was issued. */
interface IssuedToken {
  /** The account it signs in to. */
  email: string;
  /** The digest of the binding of the browser that asked for it; null when none did. */
  bindingDigest: string | null;
}

export interface SignInBindings {
  /** The binding of the calling browser, when its cookie carries one this server signed. */
  of(request: FastifyRequest): string | undefined;
  /** The calling browser's binding, its cookie set (or its lifetime started again) on the reply. */
  ensure(request: FastifyRequest, reply: FastifyReply): string;
  /** Notes a token as it is issued; `binding` is the asking browser's (none: every exchange asks). */
  record(input: { token: string; email: string; minutes: number; binding: string | undefined }): Promise<void>;
  /**
   * What was noted of a token that can still be used (not expired, and still held by Better Auth: a password
   * change revokes a person's links), if anything.
   */
  find(token: string, storedAs: StoredAs): Promise<IssuedToken | undefined>;
  /** True when the calling browser is the one that asked for the token. */
  isFrom(issued: IssuedToken, request: FastifyRequest): boolean;
  /** Drops a token's note once it has signed someone in. */
  forget(token: string): Promise<void>;
}

export interface SignInBindingOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** WIDGET_ALLOWED_ORIGINS: a widget on another site binds its sends with this cookie too. */
  widgetOrigins?: readonly string[];
  /** The longest a magic link or a confirmation link lives (MAGIC_LINK_EXPIRY_MINUTES). */
  magicLinkMinutes: number;
}

export function createSignInBindings(options: SignInBindingOptions): SignInBindings {
  const { db, secret } = options;
  // Date, as Better Auth's own expiries (tests that move time move both).
  const now = () => new Date();
  const crossSite = crossSiteCookies(options.baseUrl, options.widgetOrigins ?? []);
  const secure = crossSite || options.baseUrl.startsWith("https://");
  // The cookie outlives every token bound to it: a link, or a social sign-in (its state, then its one-time token).
  const maxAgeSeconds = Math.max(options.magicLinkMinutes * 60, intermediateStateSeconds + oneTimeTokenMinutes * 60);
  const sign = (value: string) => createHmac("sha256", secret).update(`sign-in-binding:${value}`).digest("base64url");

  const of = (request: FastifyRequest): string | undefined => {
    const cookie = request.cookies[signInBindingCookie];
    if (!cookie) return undefined;
    const [value, signature, extra] = cookie.split(".");
    if (!value || !signature || extra !== undefined || !valuePattern.test(value)) return undefined;
    const expected = Buffer.from(sign(value));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : undefined;
  };

  return {
    of,
    ensure(request, reply) {
      const value = of(request) ?? randomBytes(32).toString("base64url");
      void reply.setCookie(signInBindingCookie, `${value}.${sign(value)}`, {
        // Only the identity endpoints read it: the sends that bind a token and the exchange that checks it.
        path: "/api/auth",
        httpOnly: true,
        sameSite: crossSite ? "none" : "lax",
        secure,
        maxAge: maxAgeSeconds,
      });
      return value;
    },
    async record({ token, email, minutes, binding }) {
      const at = now();
      // Notes of expired tokens go as new ones come (the index on expires_at keeps this cheap).
      await db.delete(signInTokenBindings).where(lt(signInTokenBindings.expiresAt, at));
      await db.insert(signInTokenBindings).values({
        tokenDigest: sha256(token),
        bindingDigest: binding === undefined ? null : sha256(binding),
        email,
        expiresAt: new Date(at.getTime() + minutes * 60_000),
      });
    },
    async find(token, storedAs) {
      const digest = sha256(token);
      const at = now();
      const held = storedAs
        ? exists(
            db
              .select({ id: verifications.id })
              .from(verifications)
              .where(and(eq(verifications.identifier, `${storedAs}:${digest}`), gt(verifications.expiresAt, at))),
          )
        : undefined;
      const [row] = await db
        .select({ email: signInTokenBindings.email, bindingDigest: signInTokenBindings.bindingDigest })
        .from(signInTokenBindings)
        .where(and(eq(signInTokenBindings.tokenDigest, digest), gt(signInTokenBindings.expiresAt, at), held));
      return row;
    },
    isFrom(issued, request) {
      const binding = of(request);
      if (binding === undefined || issued.bindingDigest === null) return false;
      const expected = Buffer.from(issued.bindingDigest);
      const actual = Buffer.from(sha256(binding));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    async forget(token) {
      await db.delete(signInTokenBindings).where(eq(signInTokenBindings.tokenDigest, sha256(token)));
    },
  };
}

const requestBinding = new AsyncLocalStorage<{ binding: string | undefined }>();

/**
 * Runs one identity request with the calling browser's binding at hand: Better Auth issues the token inside
 * its endpoint (sendMagicLink, sendVerificationEmail), where the Fastify request is out of reach.
 */
export const withSignInBinding = <T>(binding: string | undefined, run: () => Promise<T>): Promise<T> =>
  requestBinding.run({ binding }, run);

/** The binding of the browser whose request is in flight (none outside a request that binds). */
export const boundBrowser = (): string | undefined => requestBinding.getStore()?.binding;

/**
 * How the question names the account a token signs in to, without giving the address away to whoever holds
 * a token: its first character, an ellipsis, then "@" and the domain (`r…@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const [first = ""] = Array.from(at < 0 ? email : email.slice(0, at));
  return `${first}…@${at < 0 ? "" : email.slice(at + 1)}`;
}
