import { getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { passkeyNameMaxLength } from "@dugout/contracts/signin-widget";
import { identityApiError } from "../../api-errors";

/**
 * What the passkey plugin leaves to us, run from hooks.ts: its errors become the widget's identity
 * codes (docs/requirements/sign-in-widget.md#messages), and renaming or deleting a passkey that is not
 * the caller's answers "not found" rather than a 401 the widget would read as a lost session.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const ownedPaths = new Set(["/passkey/update-passkey", "/passkey/delete-passkey"]);

/** Better Auth's passkey codes and ours; the mount gives these their declared status (mount.ts). */
export const passkeyErrorCodes = [
  "passkey_registration_failed",
  "passkey_already_registered",
  "webauthn_registration_not_found",
  "session_not_fresh",
] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bodyOf = (ctx: HookContext): Record<string, unknown> =>
  ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};

const namedPaths = new Set(["/passkey/update-passkey", "/passkey/verify-registration"]);

export async function passkeyBefore(ctx: HookContext): Promise<void> {
  const name = bodyOf(ctx).name;
  // Better Auth keeps any length; a name is a label in a list.
  if (namedPaths.has(ctx.path) && typeof name === "string" && name.trim().length > passkeyNameMaxLength) {
    throw identityApiError("invalid_request", `name must be at most ${passkeyNameMaxLength} characters.`);
  }
  if (!ownedPaths.has(ctx.path)) return;
  const id = bodyOf(ctx).id;
  // No session or no id: the endpoint itself answers (401, or a validation error).
  if (typeof id !== "string") return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  // Ids are uuids: anything else cannot name a passkey (and would fail the query on PostgreSQL).
  if (!uuidPattern.test(id)) throw identityApiError("webauthn_registration_not_found");
  const passkey = await ctx.context.adapter.findOne<{ userId: string }>({
    model: "passkey",
    where: [{ field: "id", value: id }],
  });
  if (passkey?.userId !== session.user.id) throw identityApiError("webauthn_registration_not_found");
}

const credentialIdOf = (body: Record<string, unknown>): string | undefined => {
  const response = body.response;
  if (!response || typeof response !== "object") return undefined;
  const id = (response as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
};

/** Replaces the plugin's error, if it is one we word for the widget; `code` is Better Auth's (UPPER_CASE). */
export async function passkeyAfter(ctx: HookContext, code: string): Promise<void> {
  if (!ctx.path.startsWith("/passkey/")) return;
  if (code === "PASSKEY_NOT_FOUND") throw identityApiError("webauthn_registration_not_found");
  if (code === "SESSION_NOT_FRESH") throw identityApiError("session_not_fresh");
  if (ctx.path !== "/passkey/verify-registration") return;
  if (code !== "FAILED_TO_VERIFY_REGISTRATION" && code !== "CHALLENGE_NOT_FOUND") return;
  // The plugin answers 500 for a response that does not verify and for the unique index refusing a
  // credential that is already stored; both are the browser's doing, and the second has its own text.
  const credentialId = credentialIdOf(bodyOf(ctx));
  const existing = credentialId
    ? await ctx.context.adapter.findOne({ model: "passkey", where: [{ field: "credentialID", value: credentialId }] })
    : null;
  throw identityApiError(existing ? "passkey_already_registered" : "passkey_registration_failed");
}
