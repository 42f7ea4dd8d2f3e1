import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const emailEndpoints = [
  {
    method: "POST",
    path: "/sign-in/magic-link",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    bindsBrowser: true,
    sendsMessage: { addressField: "email", eventType: "login or create email magic link" },
  },
  {
    method: "POST",
    path: "/email-otp/send-verification-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    sendsMessage: { addressField: "email", eventType: "login or create email otp" },
  },
  {
    method: "POST",
    path: "/sign-in/email-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "passcode", accountField: "email" },
  },
] as const satisfies readonly IdentityEndpoint[];
