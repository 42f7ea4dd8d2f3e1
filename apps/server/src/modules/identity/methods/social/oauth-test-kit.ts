import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "../../../../test/harness";
import { cookieHeader, cookieJar, get, post } from "../../test-kit";

/**
 * A social sign-in driven end to end, as a browser would: our start, the stand-in provider's
 * authorization (a redirect, or Apple's form_post), Better Auth's callback, our complete, and the
 * page's token exchange (oauth-stand-in.ts is the provider).
 */
export interface ProviderReturn {
  /** Where the browser lands after the callback (our complete, or the page with ?error=). */
  callback: LightMyRequestResponse;
  /** The provider's authorization request. */
  authorizeUrl: URL;
}

const decodeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The cookies a browser sends with a cross-site form post: only those set `SameSite=None`. */
function crossSiteCookieHeader(response: LightMyRequestResponse): string {
  return [response.headers["set-cookie"] ?? []]
    .flat()
    .filter((cookie) => /;\s*samesite=none/i.test(cookie))
    .map((cookie) => cookie.split(";")[0] ?? "")
    .join("; ");
}

/** Follows the provider's answer back to our callback: a 302, or a page that posts a form there. */
async function returnFromProvider(
  t: TestApp,
  authorizeUrl: URL,
  start: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  const cookie = cookieHeader(start);
  const answer = await fetch(authorizeUrl, { redirect: "manual" });
  if (answer.status === 302) {
    const back = new URL(answer.headers.get("location") ?? "");
    return get(t, back.pathname + back.search, { headers: { cookie } });
  }
  expect(answer.status, await answer.clone().text()).toBe(200);
  const page = await answer.text();
  const action = new URL(decodeHtml(/action="([^"]+)"/.exec(page)?.[1] ?? ""));
  const form = new URLSearchParams();
  for (const [, name = "", value = ""] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    form.set(decodeHtml(name), decodeHtml(value));
  }
  // A cross-site form post carries the provider's Origin and none of our SameSite=Lax cookies (but those set
  // SameSite=None when other sites embed the widget).
  const crossSite = crossSiteCookieHeader(start);
  const posted = await t.app.inject({
    method: "POST",
    url: action.pathname,
    headers: {
      origin: new URL(authorizeUrl).origin,
      "content-type": "application/x-www-form-urlencoded",
      ...(crossSite ? { cookie: crossSite } : {}),
    },
    payload: form.toString(),
  });
  expect(posted.statusCode, posted.body).toBe(302);
  const redirected = new URL(String(posted.headers.location));
  return get(t, redirected.pathname + redirected.search, { headers: { cookie } });
}

export async function startAndReturn(
  t: TestApp,
  body: Record<string, unknown>,
): Promise<ProviderReturn & { start: LightMyRequestResponse }> {
  const start = await post(t, "/api/auth/dugout/oauth/start", body);
  expect(start.statusCode, start.body).toBe(200);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  const callback = await returnFromProvider(t, authorizeUrl, start);
  return { start, callback, authorizeUrl };
}

/** The whole sign-in, in one browser (its cookies kept throughout); answers the session's cookie and /api/me's user. */
export async function signInWith(t: TestApp, provider: string, page = "/batting_cage") {
  const browser = cookieJar();
  const { start, callback, authorizeUrl } = await startAndReturn(t, { provider, login_redirect_url: page });
  browser.keep(start);
  browser.keep(callback);
  expect(callback.statusCode, callback.body).toBe(302);
  const complete = new URL(String(callback.headers.location));
  expect(complete.pathname, complete.toString()).toBe("/api/auth/dugout/oauth/complete");
  const landing = browser.keep(
    await get(t, complete.pathname + complete.search, { headers: { cookie: browser.header } }),
  );
  const landed = new URL(String(landing.headers.location));
  expect(landed.pathname).toBe(page);
  expect(landed.searchParams.get("dugout_token_type")).toBe("oauth");
  const authenticated = await post(
    t,
    "/api/auth/dugout/tokens/authenticate",
    { token: landed.searchParams.get("token"), token_type: "oauth" },
    { headers: { cookie: browser.header } },
  );
  expect(authenticated.statusCode, authenticated.body).toBe(200);
  const cookie = cookieHeader(authenticated);
  const me = await get(t, "/api/me", { headers: { cookie } });
  const { user } = me.json<{ user: { id: string; email: string; name: string; providers: string[] } }>();
  return { user, cookie, authorizeUrl };
}
