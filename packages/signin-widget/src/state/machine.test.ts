import { widgetScreens } from "@dugout/contracts/signin-widget";
import requirements from "../../../../docs/requirements/sign-in-widget.md?raw";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "../screens/ErrorScreen";
import { screenComponent, screenRegistry } from "../screens/registry";
import { initialWidgetState, widgetReducer } from "./machine";

/** Each screen's status ("implemented" or "planned") in the table of docs/requirements/sign-in-widget.md#screens. */
const screenStatuses: Record<string, string> = Object.fromEntries(
  [...requirements.matchAll(/^\| (\w+) +\| (implemented|planned) +\|/gm)].map((row): [string, string] => [
    row[1] ?? "",
    row[2] ?? "",
  ]),
);

describe("the screen machine", () => {
  it("has a registry entry for every screen, a component for exactly the implemented ones", () => {
    expect(Object.keys(screenRegistry).sort()).toEqual([...widgetScreens].sort());
    const implemented = Object.entries(screenStatuses).filter(([, status]) => status === "implemented");
    expect(implemented.length).toBeGreaterThan(0);
    for (const screen of widgetScreens) {
      expect(screenRegistry[screen] !== null, screen).toBe(screenStatuses[screen] === "implemented");
    }
  });

  it("renders every screen with its own component: the generic error screen is the Error screen's only", () => {
    for (const screen of widgetScreens)
      expect(screenComponent(screen) === ErrorScreen, screen).toBe(screen === "Error");
  });

  it("moves between screens, clears the error on the way and goes back", () => {
    let state = widgetReducer(initialWidgetState(), { type: "setError", message: "bad" });
    state = widgetReducer(state, { type: "goto", screen: "PasswordCreateOrLogin" });
    expect(state.errorMessage).toBe("");
    state = widgetReducer(state, { type: "goto", screen: "PasswordForgot" });
    expect(state.history).toEqual(["Main", "PasswordCreateOrLogin"]);
    state = widgetReducer(state, { type: "back" });
    expect(state.screen).toBe("PasswordCreateOrLogin");
    state = widgetReducer(state, { type: "goto", screen: "Main" });
    expect(state.history).toEqual([]);
    expect(widgetReducer(state, { type: "back" }).screen).toBe("Main");
  });

  it("updates each flow's state without touching the others", () => {
    let state = widgetReducer(initialWidgetState(), { type: "setMagicLinkEmail", email: "a@example.com" });
    state = widgetReducer(state, { type: "updateOtp", otp: { methodId: "m1", otpDestination: "a@example.com" } });
    state = widgetReducer(state, { type: "updatePassword", password: { email: "a@example.com", type: "password" } });
    state = widgetReducer(state, { type: "updateCrypto", crypto: { walletAddress: "0xabc" } });
    expect(state.magicLink.email).toBe("a@example.com");
    expect(state.otp).toMatchObject({ type: "email", methodId: "m1" });
    expect(state.password).toMatchObject({ type: "password", passwordless: false });
    expect(state.crypto).toMatchObject({ walletAddress: "0xabc", walletOption: "metamask" });
    expect(widgetReducer(state, { type: "clearError" })).toBe(state);
  });
});
