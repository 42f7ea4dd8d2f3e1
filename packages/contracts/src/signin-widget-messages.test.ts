import { describe, expect, it } from "vitest";
import { signinWidgetLabels } from "./signin-widget-messages";

// The texts themselves are checked against docs/requirements/sign-in-widget.md#messages in requirements.test.ts.
describe("passcode countdown", () => {
  it("shows the time left as minutes and padded seconds", () => {
    expect(signinWidgetLabels.codeExpiresIn(125)).toContain(" 2:05.");
    expect(signinWidgetLabels.codeExpiresIn(9)).toContain(" 0:09.");
  });
});
