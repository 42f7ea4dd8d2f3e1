import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultRuntimeConfig } from "../../lib/runtime-config";
import { RuntimeConfigProvider } from "../../lib/runtime-config-context";
import PrivacyRoute from "./PrivacyRoute";

function renderWith(privacy: Partial<typeof defaultRuntimeConfig.privacy>) {
  return render(
    <RuntimeConfigProvider
      value={{ ...defaultRuntimeConfig, privacy: { ...defaultRuntimeConfig.privacy, ...privacy } }}
    >
      <PrivacyRoute />
    </RuntimeConfigProvider>,
  );
}

describe("the privacy notice", () => {
  it("says what is kept, for how long (RETAIN_LEADS_DAYS) and whom to write to (PRIVACY_CONTACT_EMAIL)", () => {
    renderWith({ leadsDays: 365, contactEmail: "privacy@example.com" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    expect(document.title).toBe("Privacy notice · Dugout");
    expect(screen.getByText("We keep them for one year, then delete them automatically.")).toBeInTheDocument();
    expect(
      screen.getByText("To get a copy of your data or have it erased, write to privacy@example.com."),
    ).toBeInTheDocument();
  });

  it("follows the settings: another period, no limit, no contact address", () => {
    const { unmount } = renderWith({ leadsDays: 730 });
    expect(screen.getByText("We keep them for 2 years, then delete them automatically.")).toBeInTheDocument();
    unmount();
    const second = renderWith({ leadsDays: 90 });
    expect(screen.getByText("We keep them for 90 days, then delete them automatically.")).toBeInTheDocument();
    second.unmount();
    renderWith({ leadsDays: 0, contactEmail: null });
    expect(screen.getByText("We keep them until you ask us to delete them.")).toBeInTheDocument();
    expect(
      screen.getByText("To get a copy of your data or have it erased, ask the company that runs this site."),
    ).toBeInTheDocument();
  });
});
