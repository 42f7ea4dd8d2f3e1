import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const phoneEndpoints = [
  {
    method: "POST",
    path: "/phone-number/send-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    sendsMessage: { addressField: "phoneNumber" },
  },
  {
    method: "POST",
    path: "/phone-number/verify",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "passcode", accountField: "phoneNumber" },
  },
] as const satisfies readonly IdentityEndpoint[];
