import { oauthProviderIds, type OAuthProviderId } from "@dugout/contracts/signin-widget";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configProblems } from "../../../../test/config-problems";
import { loadConfig } from "../../../../config";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { oauthPlaceholderEmail } from "./oauth-accounts";
import { oauthProviderEntry } from "./oauth-providers";
import { defaultStandInUser, startOAuthStandIn, type OAuthStandIn } from "./oauth-stand-in";
import { signInWith, startAndReturn } from "./oauth-test-kit";
import { errorBody, get, post } from "../../test-kit";

/**
 * Every social provider end to end against the local stand-in (oauth-stand-in.ts), which speaks each
 * provider's protocol: client authentication, PKCE, and the profile's real shape.
 */
let standIn: OAuthStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startOAuthStandIn();
  t = await createTestApp({ env: { ...standIn.env, SIGNUP_ALLOWED_DOMAINS: "*" } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Providers whose verified address names the account; the others get a placeholder account. */
const vouching = oauthProviderIds.filter((id) => oauthProviderEntry(id).vouchesForEmail);

describe("social sign-in with each of the 19 providers", () => {
  it("offers exactly the configured providers in bootstrap", async () => {
    const bootstrap = await get(t, "/api/auth/dugout/bootstrap");
    expect(bootstrap.json<{ oauthProviders: string[] }>().oauthProviders).toEqual([...oauthProviderIds]);
    expect(oauthProviderIds).toHaveLength(19);
  });

  it("trusts the addresses of the providers that verify them and cannot be set by an admin", () => {
    expect(vouching).toEqual([
      "google",
      "apple",
      "github",
      "gitlab",
      "discord",
      "bitbucket",
      "linkedin",
      "twitch",
      "yahoo",
    ]);
  });

  it.each(oauthProviderIds)("%s signs in and creates its account", async (provider) => {
    const entry = oauthProviderEntry(provider);
    const { user, authorizeUrl } = await signInWith(t, provider);

    expect(authorizeUrl.pathname.startsWith(`/${provider}/`)).toBe(true);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`http://localhost:3000/api/auth/callback/${provider}`);
    expect(authorizeUrl.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(entry.scopes));
    expect(authorizeUrl.searchParams.has("code_challenge")).toBe(entry.pkce);
    expect(standIn.tokenRequests.get(provider)?.at(-1)?.has("code_verifier")).toBe(entry.pkce);

    const person = defaultStandInUser(provider);
    const address = entry.vouchesForEmail ? (person.email ?? "") : oauthPlaceholderEmail(provider, person.id);
    const stored = await t.app.identity.users.findByEmail(address);
    expect(stored?.id).toBe(user.id);
    expect(user.providers).toContain(provider);
    // A placeholder is no address: /api/me shows none.
    expect(user.email).toBe(entry.vouchesForEmail ? address : "");
    expect(user.name).toBe(person.name);
    if (entry.vouchesForEmail) expect(user.providers).toContain("email");

    // The same person again: the same account.
    const again = await signInWith(t, provider);
    expect(again.user.id).toBe(user.id);
  });

  it("reads Microsoft's endpoints under its tenant, common by default", async () => {
    const { authorizeUrl } = await startAndReturn(t, { provider: "microsoft", login_redirect_url: "/" });
    expect(authorizeUrl.pathname).toBe("/microsoft/common/oauth2/v2.0/authorize");
    const tenantStandIn = await startOAuthStandIn({ microsoftTenant: "contoso.onmicrosoft.com" });
    const tenant = await createTestApp({ env: { ...tenantStandIn.env, SIGNUP_ALLOWED_DOMAINS: "*" } });
    try {
      const { user, authorizeUrl: tenantUrl } = await signInWith(tenant, "microsoft");
      expect(tenantUrl.pathname).toBe("/microsoft/contoso.onmicrosoft.com/oauth2/v2.0/authorize");
      expect(user.providers).toContain("microsoft");
    } finally {
      await tenant.close();
      await tenantStandIn.close();
    }
  });

  it("takes Apple's form post with the SameSite=None cookies it carries when other sites embed the widget", async () => {
    const embedded = await createTestApp({
      env: { ...standIn.env, SIGNUP_ALLOWED_DOMAINS: "*", WIDGET_ALLOWED_ORIGINS: "https://partner.example" },
    });
    try {
      const { user } = await signInWith(embedded, "apple");
      expect(user.providers).toContain("apple");
    } finally {
      await embedded.close();
    }
  });

  it("names TikTok's client client_key, and gets Apple's profile from its signed id_token", () => {
    expect(standIn.authorizeRequests.get("tiktok")?.at(-1)?.get("client_key")).toBe(standIn.env.OAUTH_TIKTOK_CLIENT_ID);
    expect(standIn.authorizeRequests.get("apple")?.at(-1)?.get("response_mode")).toBe("form_post");
  });
});

describe("which account a social sign-in reaches", () => {
  const setUser = (provider: OAuthProviderId, user: Partial<OAuthStandIn["users"][OAuthProviderId]>) => {
    standIn.users[provider] = { ...defaultStandInUser(provider), ...user };
  };
  afterAll(() => {
    for (const id of oauthProviderIds) standIn.users[id] = defaultStandInUser(id);
  });

  it("links a trusted provider's verified address to the existing account of that address", async () => {
    const { user: existing } = await t.signIn({ email: "lina.link@example.com", name: "Lina Link" });
    setUser("github", { id: "777001", email: "lina.link@example.com", emailVerified: true });
    const { user } = await signInWith(t, "github");
    expect(user.id).toBe(existing.id);
    expect(user.providers).toEqual(expect.arrayContaining(["github", "email"]));
  });

  it("never links an address the provider does not say is verified: that sign-in gets its own placeholder account", async () => {
    const { user: existing } = await t.signIn({ email: "una.verified@example.com" });
    setUser("google", { id: "g-unverified-1", email: "una.verified@example.com", emailVerified: false });
    const { user } = await signInWith(t, "google");
    expect(user.id).not.toBe(existing.id);
    expect((await t.app.identity.users.findByEmail(oauthPlaceholderEmail("google", "g-unverified-1")))?.id).toBe(
      user.id,
    );
    const providers = (await t.app.identity.users.providerIds([existing.id])).get(existing.id) ?? [];
    expect(providers).not.toContain("google");
  });

  it("never links the address of a provider off the trusted list, even one it calls verified", async () => {
    const { user: existing } = await t.signIn({ email: "sam.slack@example.com" });
    for (const provider of ["microsoft", "slack", "salesforce"] as const) {
      setUser(provider, { id: `${provider}-sam`, email: "sam.slack@example.com", emailVerified: true });
      const { user } = await signInWith(t, provider);
      expect(user.id).not.toBe(existing.id);
      expect((await t.app.identity.users.findByEmail(oauthPlaceholderEmail(provider, `${provider}-sam`)))?.id).toBe(
        user.id,
      );
    }
  });

  it("keeps ids that differ only in case apart (placeholders are compared lower-cased)", () => {
    expect(oauthPlaceholderEmail("snapchat", "AbC+/=")).not.toBe(oauthPlaceholderEmail("snapchat", "abc+/="));
    expect(oauthPlaceholderEmail("twitter", "12345")).toBe("twitter-12345@oauth.invalid");
  });
});

describe("the start of a social sign-in", () => {
  it("passes the widget's custom scopes and provider parameters to any provider, never the flow's own", async () => {
    const { authorizeUrl } = await startAndReturn(t, {
      provider: "github",
      login_redirect_url: "/batting_cage",
      custom_scopes: ["repo"],
      provider_params: { allow_signup: "false", login: "octo" },
    });
    expect(authorizeUrl.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["read:user", "user:email", "repo"]),
    );
    expect(authorizeUrl.searchParams.get("allow_signup")).toBe("false");
    expect(authorizeUrl.searchParams.get("login")).toBe("octo");

    const hijack = await post(t, "/api/auth/dugout/oauth/start", {
      provider: "discord",
      provider_params: { client_id: "someone-else" },
    });
    expect(hijack.statusCode).toBe(400);
    expect(errorBody(hijack)).toMatchObject({ error_type: "unsupported_option" });
    const otherClient = await post(t, "/api/auth/dugout/oauth/start", {
      provider: "tiktok",
      provider_params: { client_key: "someone-else" },
    });
    expect(errorBody(otherClient).error_message).toContain("provider_params cannot set client_key");
  });

  it("refuses a provider this server has no credentials for", async () => {
    const googleOnly = await createTestApp({ env: { OAUTH_GOOGLE_CLIENT_ID: "g", OAUTH_GOOGLE_CLIENT_SECRET: "s" } });
    try {
      expect((await get(googleOnly, "/api/auth/dugout/bootstrap")).json()).toMatchObject({
        oauthProviders: ["google"],
      });
      const refused = await post(googleOnly, "/api/auth/dugout/oauth/start", { provider: "github" });
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused)).toMatchObject({
        error_type: "oauth_provider_not_configured",
        error_message: "Sign-in with github is not available on this site.",
      });
      const unknown = await post(googleOnly, "/api/auth/dugout/oauth/start", { provider: "myspace" });
      expect(errorBody(unknown)).toMatchObject({ error_type: "oauth_provider_not_configured" });
    } finally {
      await googleOnly.close();
    }
  });

  it("creates no placeholder account when SIGNUP_ALLOWED_DOMAINS does not allow oauth.invalid", async () => {
    const strict = await createTestApp({ env: { ...standIn.env, SIGNUP_ALLOWED_DOMAINS: "example.com" } });
    try {
      const { callback } = await startAndReturn(strict, { provider: "twitter", login_redirect_url: "/dream_team" });
      const landed = new URL(String(callback.headers.location));
      expect(landed.pathname).toBe("/dream_team");
      expect(landed.searchParams.get("error")).toBe("SIGNUP_NOT_ALLOWED");
    } finally {
      await strict.close();
    }
  });
});

describe("social sign-in configuration", () => {
  const refusal = (env: Record<string, string>) => configProblems(env).join("\n");

  it("refuses half a provider's credentials at boot, naming the missing variable", () => {
    expect(refusal({ OAUTH_GITHUB_CLIENT_ID: "id" })).toContain(
      "OAUTH_GITHUB_CLIENT_SECRET: must be set together with OAUTH_GITHUB_CLIENT_ID",
    );
    expect(refusal({ OAUTH_TWITCH_CLIENT_SECRET: "secret" })).toContain(
      "OAUTH_TWITCH_CLIENT_ID: must be set together with OAUTH_TWITCH_CLIENT_SECRET",
    );
    expect(refusal({ GOOGLE_CLIENT_ID: "only-the-id" })).toContain("OAUTH_GOOGLE_CLIENT_SECRET: must be set together");
    expect(refusal({ OAUTH_APPLE_CLIENT_ID: "com.example.web", OAUTH_APPLE_TEAM_ID: "T" })).toContain(
      "OAUTH_APPLE_KEY_ID, OAUTH_APPLE_PRIVATE_KEY: Sign in with Apple needs",
    );
    expect(
      refusal({
        OAUTH_APPLE_CLIENT_ID: "com.example.web",
        OAUTH_APPLE_TEAM_ID: "T",
        OAUTH_APPLE_KEY_ID: "K",
        OAUTH_APPLE_PRIVATE_KEY: "not a key",
      }),
    ).toContain("OAUTH_APPLE_PRIVATE_KEY: must be the PEM text of the P-256 key");
    expect(refusal({ OAUTH_APPLE_CLIENT_SECRET: "x" })).toContain(
      "OAUTH_APPLE_CLIENT_SECRET: Apple has no fixed secret",
    );
  });

  it("reads Google's older variable names, and the new ones first", () => {
    const older = loadConfig({ GOOGLE_CLIENT_ID: "old-id", GOOGLE_CLIENT_SECRET: "old-secret" });
    expect(older.oauth.providers).toEqual([{ id: "google", clientId: "old-id", clientSecret: "old-secret" }]);
    const both = loadConfig({
      GOOGLE_CLIENT_ID: "old-id",
      GOOGLE_CLIENT_SECRET: "s",
      OAUTH_GOOGLE_CLIENT_ID: "new-id",
    });
    expect(both.oauth.providers[0]).toMatchObject({ clientId: "new-id" });
  });

  it("puts Microsoft's tenant in its endpoints, common unless OAUTH_MICROSOFT_TENANT_ID says otherwise", () => {
    const entry = oauthProviderEntry("microsoft");
    expect(entry.endpoints("common").authorizationUrl).toBe(
      "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    );
    const config = loadConfig({
      OAUTH_MICROSOFT_CLIENT_ID: "m",
      OAUTH_MICROSOFT_CLIENT_SECRET: "s",
      OAUTH_MICROSOFT_TENANT_ID: "contoso.onmicrosoft.com",
    });
    expect(config.oauth.providers[0]).toMatchObject({ id: "microsoft", tenant: "contoso.onmicrosoft.com" });
  });

  it("refuses the stand-in override in production", () => {
    expect(
      refusal({
        NODE_ENV: "production",
        SMTP_URL: "smtp://mail.example.com",
        OAUTH_ENDPOINTS_BASE_URL: "http://x.test",
      }),
    ).toContain("OAUTH_ENDPOINTS_BASE_URL: is for a local stand-in or a test proxy");
  });
});
