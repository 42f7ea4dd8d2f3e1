import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const passkeyEndpoints = [
  {
    method: "GET",
    path: "/passkey/generate-register-options",
    owner: "better-auth",
    access: "identity",
    neither: "a registration challenge for the signed-in caller (needs a fresh session)",
  },
  {
    method: "POST",
    path: "/passkey/verify-registration",
    owner: "better-auth",
    access: "identity",
    neither: "adds a passkey to the signed-in caller's own account (needs a fresh session and the challenge cookie)",
  },
  {
    method: "GET",
    path: "/passkey/generate-authenticate-options",
    owner: "better-auth",
    access: "identity",
    neither: "a sign-in challenge; nothing is checked until it is answered",
  },
  {
    method: "POST",
    path: "/passkey/verify-authentication",
    owner: "better-auth",
    access: "identity",
    // The credential names the account, so only the per-IP attempt limit applies (no account lock).
    checksSecret: { secret: "passkey" },
  },
  {
    method: "GET",
    path: "/passkey/list-user-passkeys",
    owner: "better-auth",
    access: "identity",
    neither: "lists the caller's own passkeys (needs the session)",
  },
  {
    method: "POST",
    path: "/passkey/update-passkey",
    owner: "better-auth",
    access: "identity",
    neither: "renames one of the caller's own passkeys (needs the session; another's answers an error)",
  },
  {
    method: "POST",
    path: "/passkey/delete-passkey",
    owner: "better-auth",
    access: "identity",
    neither: "deletes one of the caller's own passkeys (needs the session; another's answers an error)",
  },
] as const satisfies readonly IdentityEndpoint[];
