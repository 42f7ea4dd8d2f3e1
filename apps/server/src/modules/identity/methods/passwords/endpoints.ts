import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const passwordEndpoints = [
  {
    method: "POST",
    path: "/sign-in/email",
    owner: "better-auth",
    access: "identity",
    checksSecret: { secret: "password", accountField: "email" },
  },
  {
    method: "POST",
    path: "/sign-up/email",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    bindsBrowser: true,
    setsPassword: "password",
    sendsMessage: { addressField: "email", eventType: "verify email after password sign-up" },
  },
  {
    method: "POST",
    path: "/request-password-reset",
    owner: "better-auth",
    access: "identity",
    sendsMessage: { addressField: "email", eventType: "reset password by email" },
  },
  {
    method: "POST",
    path: "/reset-password",
    owner: "better-auth",
    access: "identity",
    setsPassword: "newPassword",
    checksSecret: { secret: "link token" },
  },
  {
    method: "POST",
    path: "/dugout/passwords/strength",
    owner: "dugout",
    access: "public",
    neither: "judges a password without storing or comparing it; rate-limited per IP",
  },
  {
    method: "POST",
    path: "/dugout/passwords/set",
    owner: "dugout",
    access: "user",
    setsPassword: "password",
    neither: "sets a first password for the signed-in caller (needs the session)",
  },
] as const satisfies readonly IdentityEndpoint[];
