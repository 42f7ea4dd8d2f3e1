import { type SampleFactory, noInput } from "../route-fixture";

/** The identity module's own endpoints (/api/auth/dugout/) and the Users API. */
export const identitySamples: Record<string, SampleFactory> = {
  "GET /api/auth/dugout/bootstrap": noInput,
  "POST /api/auth/dugout/users/search": (f) => ({ headers: f.origin, body: { email: f.people.email } }),
  "POST /api/auth/dugout/passwords/strength": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, password: f.people.password },
  }),
  "POST /api/auth/dugout/passwords/set": async (f) => ({
    headers: await f.passwordlessUser(),
    body: { password: f.people.password },
  }),
  // The OpenID logout page's Yes for a client that was never registered: refused after every check, before the
  // session ends.
  "POST /api/auth/dugout/oauth2/end-session": (f) => ({
    headers: f.rep,
    body: {
      client_id: "a-client-that-was-never-registered",
      post_logout_redirect_uri: "https://wiki.example.com/bye",
      state: f.people.token,
    },
    status: 400,
  }),
  "POST /api/auth/dugout/tokens/authenticate": (f) => ({
    headers: f.origin,
    body: { token: f.people.token, token_type: "magic_links" },
    status: 400,
  }),
  "POST /api/auth/dugout/oauth/start": (f) => ({
    headers: f.origin,
    body: { provider: "google", login_redirect_url: "/batting_cage", signup_redirect_url: "/batting_cage" },
  }),
  "GET /api/auth/dugout/oauth/complete": () => ({ query: { redirect: "/batting_cage" } }),
  "POST /api/auth/dugout/crypto-wallets/start": (f) => ({
    headers: f.origin,
    body: { crypto_wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7", crypto_wallet_type: "ethereum" },
  }),
  // A well-formed signature for a wallet with no challenge pending: refused after every check.
  "POST /api/auth/dugout/crypto-wallets/authenticate": (f) => ({
    headers: f.origin,
    body: {
      crypto_wallet_address: "0xde709f2102306220921060314715629080e2fb77",
      crypto_wallet_type: "ethereum",
      signature: `0x${"ab".repeat(64)}1b`,
    },
    status: 400,
  }),
  "GET /api/me": (f) => ({ headers: f.rep }),
  "GET /api/users": (f) => ({ headers: f.admin }),
  "POST /api/users/invitations": (f) => ({ headers: f.admin, body: { email: f.newEmail(), role: null } }),
  "PATCH /api/users/:id": (f) => ({ headers: f.admin, params: { id: f.bystanderId }, body: { role: "admin" } }),
  "POST /api/users/:id/sign-out-everywhere": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/deactivate": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/reactivate": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "GET /api/users/:id/export": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/erase": async (f) => ({ headers: f.admin, params: { id: await f.newUserId() } }),
};
