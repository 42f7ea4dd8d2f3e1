import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WidgetApiError, type Http } from "../client/http";
import { createIdpClient, type IdpClient } from "./idp-client";
import { IdpConsent } from "./IdpConsent";
import { freshAuthorizeQuery, readIdpRequest } from "./idp-request";

const texts = {
  denied: "Access to the application was denied.",
  notLoggedOut: "You have not been logged out. You may close this page.",
  noSession: "No active session detected. Please log in to continue.",
  missing: (name: string) => `Required parameter is missing: ${name}. Please reach out to the application developer.`,
};

const signedQuery =
  "response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Fwiki.example.com%2Fcb&scope=openid+email&state=s&exp=1&ba_iat=2&sig=abc";
const logoutQuery = "client_id=c1&post_logout_redirect_uri=https%3A%2F%2Fwiki.example.com%2Fbye&state=s";

function fakeIdp(overrides: Partial<IdpClient> = {}): IdpClient {
  return {
    preflight: vi.fn(async () => ({
      consent_required: true,
      oidc_client: { client_name: "Sales Wiki" },
      redirect_uri: "https://wiki.example.com/cb",
      scopes: ["openid", "email"],
    })),
    consent: vi.fn(async ({ accept }: { accept: boolean }) => ({
      url: accept ? "https://wiki.example.com/cb?code=k" : "https://wiki.example.com/cb?error=access_denied",
    })),
    endSession: vi.fn(async () => ({ url: "https://wiki.example.com/bye?state=s" })),
    hasSession: vi.fn(async () => true),
    ...overrides,
  };
}

describe("reading the request", () => {
  it("defaults the scope, names the first missing parameter, and tells a logout by post_logout_redirect_uri", () => {
    const request = readIdpRequest("?response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Fa.example%2Fcb");
    expect(request).toMatchObject({ kind: "authorize", scope: "openid email profile", signed: false });
    expect(readIdpRequest("?client_id=c1&response_type=code")).toEqual({
      kind: "invalid",
      message: texts.missing("redirect_uri"),
    });
    expect(readIdpRequest("?post_logout_redirect_uri=https%3A%2F%2Fa.example")).toEqual({
      kind: "invalid",
      message: texts.missing("client_id"),
    });
    expect(readIdpRequest(`?${logoutQuery}`).kind).toBe("logout");
    expect(freshAuthorizeQuery(signedQuery)).toBe(
      "response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Fwiki.example.com%2Fcb&scope=openid+email&state=s",
    );
  });
});

describe("the IDP Consent screen", () => {
  it("asks to Allow, and goes back to the application with its code", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const client = fakeIdp();
    render(<IdpConsent search={`?${signedQuery}`} client={client} navigate={navigate} />);
    expect(
      await screen.findByRole("heading", { name: "Sales Wiki wants to access your Dugout account" }),
    ).toBeVisible();
    expect(screen.getByText("See your email address")).toBeVisible();
    expect(client.preflight).toHaveBeenCalledWith({
      clientId: "c1",
      redirectUri: "https://wiki.example.com/cb",
      scope: "openid email",
    });
    await user.click(screen.getByRole("button", { name: "Allow" }));
    expect(client.consent).toHaveBeenCalledWith({ query: signedQuery, accept: true });
    expect(navigate).toHaveBeenCalledWith("https://wiki.example.com/cb?code=k");
  });

  it("says access was denied after Deny, and stays", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<IdpConsent search={`?${signedQuery}`} client={fakeIdp()} navigate={navigate} />);
    await user.click(await screen.findByRole("button", { name: "Deny" }));
    expect(await screen.findByText(texts.denied)).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("submits at once when no consent is needed, and submits a fresh request to the provider", async () => {
    const navigate = vi.fn();
    const client = fakeIdp({
      preflight: vi.fn(async () => ({
        consent_required: false,
        oidc_client: { client_name: "Sales Wiki" },
        redirect_uri: "https://wiki.example.com/cb",
        scopes: ["openid"],
      })),
    });
    render(<IdpConsent search={`?${signedQuery}`} client={client} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("https://wiki.example.com/cb?code=k"));

    const fresh = vi.fn();
    render(
      <IdpConsent
        search="?response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Fwiki.example.com%2Fcb"
        client={fakeIdp()}
        navigate={fresh}
      />,
    );
    await vi.waitFor(() =>
      expect(fresh).toHaveBeenCalledWith(
        "/api/auth/oauth2/authorize?response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Fwiki.example.com%2Fcb&scope=openid+email+profile",
      ),
    );
  });

  it("shows the server's refusal of an unregistered client", async () => {
    const client = fakeIdp({
      preflight: vi.fn(async () => {
        throw new WidgetApiError(400, "invalid_client", "This application is not registered with Dugout.");
      }),
    });
    render(<IdpConsent search={`?${signedQuery}`} client={client} navigate={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This application is not registered with Dugout.");
  });

  it("names a missing parameter", async () => {
    render(<IdpConsent search="?client_id=c1&redirect_uri=x" client={fakeIdp()} navigate={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.missing("response_type"));
  });
});

describe("logout", () => {
  it("asks 'Log out?': No keeps the session, Yes ends it and returns to the application", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const client = fakeIdp();
    const first = render(<IdpConsent search={`?${logoutQuery}`} client={client} navigate={navigate} />);
    expect(await screen.findByRole("heading", { name: "Log out?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(await screen.findByText(texts.notLoggedOut)).toBeVisible();
    expect(client.endSession).not.toHaveBeenCalled();
    first.unmount();

    render(<IdpConsent search={`?${logoutQuery}`} client={client} navigate={navigate} />);
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    expect(client.endSession).toHaveBeenCalledWith(logoutQuery);
    expect(navigate).toHaveBeenCalledWith("https://wiki.example.com/bye?state=s");
  });

  it("says so when nobody is signed in", async () => {
    render(
      <IdpConsent
        search={`?${logoutQuery}`}
        client={fakeIdp({ hasSession: vi.fn(async () => false) })}
        navigate={vi.fn()}
      />,
    );
    expect(await screen.findByText(texts.noSession)).toBeVisible();
  });
});

describe("the logout call", () => {
  it("posts the request's logout parameters to Dugout's end-session, id_token_hint or not", async () => {
    const http = vi.fn(async () => ({ url: "https://wiki.example.com/bye?state=s" }));
    const client = createIdpClient({ http: http as unknown as Http });
    expect(await client.endSession(`${logoutQuery}&ui_locales=fr`)).toEqual({
      url: "https://wiki.example.com/bye?state=s",
    });
    expect(http).toHaveBeenCalledWith("/api/auth/dugout/oauth2/end-session", {
      body: { client_id: "c1", post_logout_redirect_uri: "https://wiki.example.com/bye", state: "s" },
    });
    http.mockResolvedValueOnce({ url: null } as never);
    expect(await client.endSession(`${logoutQuery}&id_token_hint=h.t.s`)).toEqual({ url: undefined });
    expect(http).toHaveBeenLastCalledWith("/api/auth/dugout/oauth2/end-session", {
      body: {
        client_id: "c1",
        post_logout_redirect_uri: "https://wiki.example.com/bye",
        id_token_hint: "h.t.s",
        state: "s",
      },
    });
  });
});
