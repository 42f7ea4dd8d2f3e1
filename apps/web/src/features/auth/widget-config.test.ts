import { describe, expect, it } from "vitest";
import { appWidgetConfig } from "./widget-config";

describe("the app's widget configuration", () => {
  it("offers every social provider the server has credentials for, in its order, returning to the page", () => {
    const config = appWidgetConfig({
      signIn: { products: ["oauth", "emailMagicLinks"], otpMethods: [], oauthProviders: ["google", "github", "apple"] },
      returnUrl: "https://dugout.example/batting_cage",
    });
    expect(config.oauthOptions).toEqual({
      providers: [{ type: "google" }, { type: "github" }, { type: "apple" }],
      loginRedirectURL: "https://dugout.example/batting_cage",
      signupRedirectURL: "https://dugout.example/batting_cage",
    });
  });

  it("has no social options without the oauth product", () => {
    const config = appWidgetConfig({
      signIn: { products: ["emailMagicLinks"], otpMethods: [], oauthProviders: [] },
      returnUrl: "https://dugout.example/",
    });
    expect(config.oauthOptions).toBeUndefined();
  });
});
