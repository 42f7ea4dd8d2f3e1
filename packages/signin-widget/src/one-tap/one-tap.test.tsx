import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";
import type { GoogleAccountsId, PromptNotification } from "./gis";

const clientId = "one-tap.apps.googleusercontent.com";
const messages = {
  origin:
    "Google One Tap: this host is not allowed. Add it to the authorized JavaScript origins of your Google client (for localhost, add both http://localhost and http://localhost:<port>).",
  invalidClient:
    "Google One Tap: Google does not recognise the client ID. Check that it matches the client configured in the dashboard.",
  noClient:
    "Google One Tap: no Google OAuth client configuration was found for this project. Configure a client in the dashboard.",
  noLogin: "Google One Tap: no login redirect URLs are set, so the configured login URL cannot be verified.",
  noSignup: "Google One Tap: no signup redirect URLs are set, so the configured signup URL cannot be verified.",
};

/** A stand-in of Google Identity Services' `google.accounts.id`, answering the prompt as told. */
function fakeGis(answer: { notDisplayed?: string } = {}) {
  let callback: ((response: { credential: string }) => void) | undefined;
  const notification = (notDisplayed?: string): PromptNotification => ({
    isNotDisplayed: () => notDisplayed !== undefined,
    getNotDisplayedReason: () => notDisplayed ?? "",
    isSkippedMoment: () => false,
    getSkippedReason: () => "",
    isDismissedMoment: () => false,
  });
  const api = {
    initialize: vi.fn<GoogleAccountsId["initialize"]>((options) => {
      callback = options.callback;
    }),
    prompt: vi.fn<GoogleAccountsId["prompt"]>((listener) => listener?.(notification(answer.notDisplayed))),
    cancel: vi.fn<GoogleAccountsId["cancel"]>(),
  };
  window.google = { accounts: { id: api } };
  return { api, pick: (credential: string) => callback?.({ credential }) };
}

const withOneTap = (oneTap: { clientId: string } | null, developerMessages = true) =>
  fakeClient({
    bootstrap: vi.fn(async () => ({
      emailDomains: [],
      passwordConfig: null,
      // GitHub too: a provider the server does not offer gets no button (shown-providers.ts).
      oauthProviders: ["google", "github"],
      oneTap,
      developerMessages,
    })),
  });

const googleOnly = (position?: "embedded" | "floating"): WidgetConfigInput => ({
  products: ["oauth", "emailMagicLinks"],
  oauthOptions: { providers: [{ type: "google", one_tap: true, ...(position ? { position } : {}) }] },
});

afterEach(() => {
  resetBootstrapCacheForTests();
  localStorage.clear();
  delete window.google;
});

describe("Google One Tap", () => {
  it("prompts embedded in a 47 px box, signs in with the credential, and keeps the Google button", async () => {
    const gis = fakeGis();
    const onSuccess = vi.fn();
    const { client } = renderWidget(googleOnly("embedded"), {
      client: withOneTap({ clientId }),
      callbacks: { onSuccess },
    });
    await waitFor(() => expect(gis.api.prompt).toHaveBeenCalled());
    const options = gis.api.initialize.mock.calls[0]?.[0];
    expect(options).toMatchObject({ client_id: clientId, cancel_on_tap_outside: false });
    expect(options?.prompt_parent_id).toMatch(/^dw-one-tap-/);
    expect(screen.getByTestId("one-tap")).toHaveStyle({ height: "47px" });
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeVisible();

    gis.pick("google-id-token");
    await waitFor(() =>
      expect(client.oneTapAuthenticate).toHaveBeenCalledWith({
        credential: "google-id-token",
        sessionDurationMinutes: undefined,
      }),
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it("floats when Google is the only provider and the position is left open, and embeds beside other providers", async () => {
    const gis = fakeGis();
    const first = renderWidget(googleOnly(), { client: withOneTap({ clientId }) });
    await waitFor(() => expect(gis.api.initialize).toHaveBeenCalled());
    expect(gis.api.initialize.mock.calls[0]?.[0].prompt_parent_id).toBeUndefined();
    expect(screen.queryByTestId("one-tap")).not.toBeInTheDocument();
    first.unmount();
    resetBootstrapCacheForTests();
    localStorage.clear();

    const again = fakeGis();
    renderWidget(
      {
        products: ["oauth", "emailMagicLinks"],
        oauthOptions: { providers: [{ type: "google", one_tap: true }, { type: "github" }] },
      },
      { client: withOneTap({ clientId }) },
    );
    await waitFor(() => expect(again.api.initialize).toHaveBeenCalled());
    expect(again.api.initialize.mock.calls[0]?.[0].prompt_parent_id).toMatch(/^dw-one-tap-/);
  });

  it.each([
    ["unregistered_origin", messages.origin],
    ["invalid_client", messages.invalidClient],
  ])("shows developers why Google did not show the prompt (%s)", async (reason, message) => {
    fakeGis({ notDisplayed: reason });
    renderWidget(googleOnly("embedded"), { client: withOneTap({ clientId }) });
    expect(await screen.findByRole("note")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  });

  it("only logs the reason outside development, and logs Google's other reasons only", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    fakeGis({ notDisplayed: "invalid_client" });
    const first = renderWidget(googleOnly("embedded"), { client: withOneTap({ clientId }, false) });
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.invalidClient));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    first.unmount();
    resetBootstrapCacheForTests();
    localStorage.clear();

    fakeGis({ notDisplayed: "opt_out_or_no_session" });
    renderWidget(googleOnly("embedded"), { client: withOneTap({ clientId }) });
    await waitFor(() => expect(info).toHaveBeenCalledWith("Google One Tap was not shown: opt_out_or_no_session"));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    info.mockRestore();
  });

  it("names what stops it before Google is asked: no client on the server, a login or sign-up address it cannot verify", async () => {
    const gis = fakeGis();
    const first = renderWidget(googleOnly("embedded"), { client: withOneTap(null) });
    expect(await screen.findByRole("note")).toHaveTextContent(messages.noClient);
    first.unmount();
    resetBootstrapCacheForTests();
    localStorage.clear();

    const second = renderWidget(
      {
        ...googleOnly("embedded"),
        oauthOptions: {
          providers: [{ type: "google", one_tap: true }],
          loginRedirectURL: "https://elsewhere.example/in",
        },
      },
      { client: withOneTap({ clientId }) },
    );
    await waitFor(() => expect(screen.getByRole("note")).toHaveTextContent(messages.noLogin));
    second.unmount();
    resetBootstrapCacheForTests();
    localStorage.clear();

    renderWidget(
      {
        ...googleOnly("embedded"),
        oauthOptions: {
          providers: [{ type: "google", one_tap: true }],
          signupRedirectURL: "https://elsewhere.example/up",
        },
      },
      { client: withOneTap({ clientId }) },
    );
    await waitFor(() => expect(screen.getByRole("note")).toHaveTextContent(messages.noSignup));
    expect(gis.api.prompt).not.toHaveBeenCalled();
  });

  it("never loads Google's script when One Tap is not configured", async () => {
    renderWidget(
      { products: ["oauth", "emailMagicLinks"], oauthOptions: { providers: [{ type: "google" }] } },
      { client: withOneTap({ clientId }) },
    );
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeVisible();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
