import type { SampleFactory } from "../route-fixture";

// Valid requests to the identity provider's Better Auth endpoints (mounted from
// modules/identity/endpoints.ts), kept apart from the identity module's own routes (identity.ts).

/**
 * Better Auth's endpoints (every path under /api/auth/ but /api/auth/dugout/), mounted one route each
 * (identity/mount.ts). They take their body raw; the mount holds every text value to the single-line
 * text rule before Better Auth sees it (identity/raw-input-guard.ts). Samples that end a session use
 * a fresh user's.
 */
export const betterAuthSamples: Record<string, SampleFactory> = {
  "GET /api/auth/get-session": (f) => ({ headers: f.rep }),
  "POST /api/auth/sign-out": async (f) => ({ headers: await f.passwordlessUser(), body: {} }),
  "GET /api/auth/list-sessions": (f) => ({ headers: f.rep }),
  "POST /api/auth/revoke-session": (f) => ({ headers: f.rep, body: { token: f.people.token } }),
  "POST /api/auth/revoke-sessions": async (f) => ({ headers: await f.passwordlessUser(), body: {} }),
  "GET /api/auth/token": (f) => ({ headers: f.rep }),
  "GET /api/auth/jwks": () => ({}),
  // The rep has no password: refused after every check.
  "POST /api/auth/sign-in/email": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, password: f.people.password },
    status: 401,
  }),
  "POST /api/auth/sign-up/email": (f) => ({
    headers: f.origin,
    body: { email: f.newEmail(), password: f.people.password, name: f.people.name, callbackURL: "/batting_cage" },
  }),
  "POST /api/auth/request-password-reset": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, redirectTo: "/batting_cage" },
  }),
  // A token that was never issued: refused after every check.
  "POST /api/auth/reset-password": (f) => ({
    headers: f.origin,
    body: { token: f.people.token, newPassword: f.people.password },
    status: 400,
  }),
  "POST /api/auth/sign-in/magic-link": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, callbackURL: "/batting_cage" },
  }),
  "POST /api/auth/email-otp/send-verification-otp": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, type: "sign-in" },
  }),
  // A number without an account, where sign-up is by invitation: refused after every check.
  "POST /api/auth/phone-number/send-otp": (f) => ({
    headers: f.origin,
    body: { phoneNumber: f.people.phone, channel: "sms" },
    status: 403,
  }),
  // The same number: no account to sign in to, and none may be made for it.
  "POST /api/auth/phone-number/verify": (f) => ({
    headers: f.origin,
    body: { phoneNumber: f.people.phone, code: f.people.passcode },
    status: 403,
  }),
  // No passcode was sent for this sample: refused after every check.
  "POST /api/auth/sign-in/email-otp": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, otp: f.people.passcode },
    status: 400,
  }),
  // Passkeys: options are free to ask for; a response without its challenge, or a passkey that is not the
  // caller's, is refused after every check.
  "GET /api/auth/passkey/generate-register-options": (f) => ({ headers: f.rep }),
  "POST /api/auth/passkey/verify-registration": (f) => ({
    headers: f.rep,
    body: { response: samplePasskeyResponse, name: "laptop" },
    status: 400,
  }),
  "GET /api/auth/passkey/generate-authenticate-options": () => ({}),
  "POST /api/auth/passkey/verify-authentication": (f) => ({
    headers: f.origin,
    body: { response: samplePasskeyResponse },
    status: 400,
  }),
  "GET /api/auth/passkey/list-user-passkeys": (f) => ({ headers: f.rep }),
  "POST /api/auth/passkey/update-passkey": (f) => ({
    headers: f.rep,
    body: { id: "7d3c1a52-1111-4a6b-9c2d-2f0e8b1c4d5e", name: "phone" },
    status: 404,
  }),
  "POST /api/auth/passkey/delete-passkey": (f) => ({
    headers: f.rep,
    body: { id: "7d3c1a52-1111-4a6b-9c2d-2f0e8b1c4d5e" },
    status: 404,
  }),
  // The OpenID provider: a client that was never registered, a code and tokens that were never issued.
  "GET /api/auth/oauth2/authorize": (f) => ({
    headers: f.rep,
    query: {
      client_id: "a-client-that-was-never-registered",
      redirect_uri: "https://wiki.example.com/callback",
      response_type: "code",
      scope: "openid email",
      state: f.people.token,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    },
    status: 302,
  }),
  "GET /api/auth/dugout/oauth2/preflight": (f) => ({
    headers: f.rep,
    query: {
      client_id: "a-client-that-was-never-registered",
      redirect_uri: "https://wiki.example.com/callback",
      scope: "openid",
      prompt: "consent",
    },
    status: 400,
  }),
  "POST /api/auth/oauth2/consent": (f) => ({
    headers: { ...f.rep, ...f.origin },
    body: { accept: true, oauth_query: "client_id=a-client-that-was-never-registered&sig=x" },
    status: 400,
  }),
  "POST /api/auth/oauth2/token": (f) => ({
    contentType: "application/x-www-form-urlencoded",
    body: `grant_type=authorization_code&code=${f.people.token}&redirect_uri=https%3A%2F%2Fwiki.example.com%2Fcallback&client_id=a-client-that-was-never-registered&client_secret=${f.people.token}&code_verifier=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
    status: 400,
  }),
  "GET /api/auth/oauth2/userinfo": (f) => ({ headers: { authorization: `Bearer ${f.people.token}` }, status: 401 }),
  "POST /api/auth/oauth2/revoke": (f) => ({
    contentType: "application/x-www-form-urlencoded",
    body: `token=${f.people.token}&client_id=a-client-that-was-never-registered&client_secret=${f.people.token}`,
    status: 400,
  }),
  "GET /api/auth/oauth2/end-session": (f) => ({
    headers: f.rep,
    query: { client_id: "a-client-that-was-never-registered", state: f.people.token },
    status: 400,
  }),
  // Google is not configured in the sample app: refused after every check.
  "POST /api/auth/one-tap/callback": (f) => ({ headers: f.origin, body: { idToken: f.people.token }, status: 400 }),
  // The provider's return without the state cookie: sent back to the page with an error.
  "GET /api/auth/callback/:id": (f) => ({
    params: { id: "google" },
    query: { code: f.people.token, state: "a-state-that-was-never-issued" },
    status: 302,
  }),
  // Apple posts its return (form_post); Better Auth redirects it to the GET callback above.
  "POST /api/auth/callback/:id": (f) => ({
    params: { id: "apple" },
    contentType: "application/x-www-form-urlencoded",
    body: `code=${f.people.token}&state=a-state-that-was-never-issued`,
    status: 302,
  }),
};

/** A WebAuthn answer of the right shape that no challenge was issued for. */
const samplePasskeyResponse = {
  id: "c2FtcGxl",
  rawId: "c2FtcGxl",
  type: "public-key",
  response: { clientDataJSON: "e30", attestationObject: "oA", authenticatorData: "AA", signature: "AA" },
  clientExtensionResults: {},
};
