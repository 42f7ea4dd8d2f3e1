import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const oneTapEndpoints = [
  {
    method: "POST",
    path: "/one-tap/callback",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "id token" },
  },
] as const satisfies readonly IdentityEndpoint[];
