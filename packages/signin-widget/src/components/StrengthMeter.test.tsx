import { signinWidgetMessages } from "@dugout/contracts/signin-widget-messages";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { createTranslate } from "../strings";
import { fakeClient, strength } from "../test/fake-client";
import { renderWidget } from "../test/render";
import { strengthReasons } from "./strength-reasons";

const t = createTranslate();
const luds = { ludsComplexity: 3, ludsMinimumCount: 12 };

afterEach(() => resetBootstrapCacheForTests());

describe("why a password is refused", () => {
  it("zxcvbn: the warning; without one the suggestions; without those our generic reason", () => {
    const warned = strength({ valid: false, score: 1, warning: "This is a very common password." });
    expect(strengthReasons(warned, t, null)).toEqual({ rules: [], notes: ["This is a very common password."] });

    const suggested = strength({ valid: false, score: 2 });
    suggested.feedback.suggestions = ["Add another word or two.", "Avoid repeated characters."];
    expect(strengthReasons(suggested, t, null).notes).toEqual([
      "Add another word or two.",
      "Avoid repeated characters.",
    ]);

    const silent = strength({ valid: false, score: 2 });
    expect(strengthReasons(silent, t, null).notes).toEqual([signinWidgetMessages.weakPassword]);
  });

  it("a breached password is explained by its own warning only; a valid one needs no reason", () => {
    const breached = strength({ valid: false, score: 1, warning: "Common.", breached: true });
    expect(strengthReasons(breached, t, null)).toEqual({ rules: [], notes: [] });
    expect(strengthReasons(strength({ valid: true, score: 4 }), t, null)).toEqual({ rules: [], notes: [] });
  });

  it("LUDS: the unmet rules with the configured counts, else the generic reason", () => {
    const missing = strength({ valid: false, score: 0, policy: "luds", missingCharacters: 4, missingComplexity: 1 });
    expect(strengthReasons(missing, t, luds).rules).toEqual([
      "Must be at least 12 characters long",
      "Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol",
    ]);
    const unexplained = strength({ valid: false, score: 0, policy: "luds" });
    expect(strengthReasons(unexplained, t, luds)).toEqual({ rules: [], notes: [signinWidgetMessages.weakPassword] });
  });

  it("shows the reason next to the meter and ties it to the field, while Continue is disabled", async () => {
    const client = fakeClient({
      passwordStrength: vi.fn(async ({ password }: { password: string }) =>
        password.length < 12 ? strength({ valid: false, score: 1 }) : strength({ valid: true, score: 4 }),
      ),
    });
    const { user } = renderWidget({ products: ["passwords"] }, { client });
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    const password = await screen.findByLabelText("Password");
    await user.type(password, "short");
    expect(await screen.findByText(signinWidgetMessages.weakPassword)).toBeVisible();
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(signinWidgetMessages.weakPassword));
    await user.type(password, "-and-longer");
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled());
    expect(screen.queryByText(signinWidgetMessages.weakPassword)).not.toBeInTheDocument();
  });

  it("ties the LUDS rules to the field too", async () => {
    const client = fakeClient({
      bootstrap: vi.fn(async () => ({ emailDomains: [], passwordConfig: luds, oauthProviders: [] })),
      passwordStrength: vi.fn(async () =>
        strength({ valid: false, score: 0, policy: "luds", missingCharacters: 4, missingComplexity: 0 }),
      ),
    });
    const { user } = renderWidget({ products: ["passwords"] }, { client });
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    const password = await screen.findByLabelText("Password");
    await user.type(password, "abcdefgh");
    await screen.findByText("Must be at least 12 characters long");
    expect(password).toHaveAccessibleDescription(expect.stringContaining("Must be at least 12 characters long"));
  });
});
