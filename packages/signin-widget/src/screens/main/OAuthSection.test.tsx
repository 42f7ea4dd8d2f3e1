import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../../bootstrap-cache";
import { fakeClient } from "../../test/fake-client";
import { renderWidget } from "../../test/render";

beforeEach(() => resetBootstrapCacheForTests());
afterEach(() => {
  resetBootstrapCacheForTests();
  vi.restoreAllMocks();
});

const offering = (oauthProviders: string[]) =>
  fakeClient({ bootstrap: vi.fn(async () => ({ emailDomains: [], passwordConfig: null, oauthProviders })) });

describe("the social buttons", () => {
  it("show exactly the configured providers the server offers, in the configuration's order, and warn about the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWidget(
      {
        products: ["oauth", "emailMagicLinks"],
        oauthOptions: { providers: [{ type: "github" }, { type: "tiktok" }, { type: "google" }, { type: "apple" }] },
      },
      { client: offering(["google", "apple", "github", "yahoo"]) },
    );
    expect(await screen.findByRole("button", { name: "Continue with GitHub" })).toBeInTheDocument();
    const social = screen
      .getAllByRole("button")
      .map((button) => button.textContent)
      .filter((name) => name?.startsWith("Continue with") && name !== "Continue with email");
    expect(social).toEqual(["Continue with GitHub", "Continue with Google", "Continue with Apple"]);
    expect(screen.queryByRole("button", { name: "Continue with Yahoo" })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "Dugout sign-in widget: TikTok is in oauthOptions.providers but not configured on the server (bootstrap's oauthProviders), so its button is hidden. Set the provider's OAUTH_<PROVIDER>_CLIENT_ID and OAUTH_<PROVIDER>_CLIENT_SECRET on the server, or remove it from the widget configuration.",
      ),
    );
  });

  it("shows every one of the 19 providers with its name", async () => {
    const types = [
      ["google", "Google"],
      ["microsoft", "Microsoft"],
      ["apple", "Apple"],
      ["github", "GitHub"],
      ["gitlab", "GitLab"],
      ["facebook", "Facebook"],
      ["discord", "Discord"],
      ["salesforce", "Salesforce"],
      ["slack", "Slack"],
      ["amazon", "Amazon"],
      ["bitbucket", "Bitbucket"],
      ["linkedin", "LinkedIn"],
      ["coinbase", "Coinbase"],
      ["twitch", "Twitch"],
      ["twitter", "Twitter"],
      ["tiktok", "TikTok"],
      ["snapchat", "Snapchat"],
      ["figma", "Figma"],
      ["yahoo", "Yahoo"],
    ] as const;
    renderWidget({ products: ["oauth"], oauthOptions: { providers: types.map(([type]) => ({ type })) } });
    for (const [, name] of types) {
      expect(await screen.findByRole("button", { name: `Continue with ${name}` })).toBeInTheDocument();
    }
  });

  it("leave no section and no 'or' divider when the server offers none of them", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = offering([]);
    renderWidget(
      { products: ["oauth", "emailMagicLinks"], oauthOptions: { providers: [{ type: "google" }] } },
      { client },
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toContain("Google is in oauthOptions.providers but not configured on the server");
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
    expect(screen.queryByRole("separator")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with email" })).toBeInTheDocument();
  });
});
