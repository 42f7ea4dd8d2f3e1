import type { IdentityEndpoint } from "../../endpoints";

/** This method's entries of the endpoint list (endpoints.ts says what each field means). */
export const socialEndpoints = [
  {
    method: "GET",
    path: "/callback/:id",
    owner: "better-auth",
    access: "identity",
    neither: "the provider's return: its state is bound to a signed cookie and its code is checked by the provider",
  },
  {
    method: "POST",
    path: "/callback/:id",
    owner: "better-auth",
    access: "identity",
    crossSite: "Apple posts its answer from its own site (form_post)",
    neither:
      "Apple's return (form_post): Better Auth only redirects it to the GET callback, where the state cookie is checked",
  },
  {
    method: "POST",
    path: "/dugout/oauth/start",
    owner: "dugout",
    access: "public",
    bindsBrowser: true,
    neither: "starts a redirect to the provider; nothing is checked or sent",
  },
  {
    method: "GET",
    path: "/dugout/oauth/complete",
    owner: "dugout",
    access: "public",
    neither: "hands the session Better Auth just created to the page as a one-time token",
  },
] as const satisfies readonly IdentityEndpoint[];
