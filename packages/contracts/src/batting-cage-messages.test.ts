import { describe, expect, it } from "vitest";
import { battingCageFieldLabels, battingCageLabels, battingCageMessages } from "./batting-cage-messages";

describe("messages of docs/requirements/batting-cage.md#messages", () => {
  it("keeps every message exactly", () => {
    expect(battingCageMessages.userInfoMissing).toBe("Error: User information is missing. Cannot start session.");
    expect(battingCageMessages.configLoadFailedRandomDefaults).toBe(
      "Failed to load configuration. Using random defaults.",
    );
    expect(battingCageMessages.configLoadFailed).toBe("Failed to load configuration.");
    expect(battingCageMessages.configSaved).toBe("Configuration saved successfully!");
    expect(battingCageMessages.saveError("boom")).toBe("Error: boom");
    expect(battingCageMessages.reportLoadFailed("timeout")).toBe("Failed to load report data: timeout");
    expect(battingCageMessages.detailLoadFailed("gone")).toBe("Failed to load details: gone");
    expect(battingCageMessages.noConversations).toBe("No conversation data available for the selected time range.");
    expect(battingCageMessages.transcriptNotAvailable).toBe("Transcript not available.");
    expect(battingCageMessages.configurationNotAvailable).toBe("Configuration details not available.");
    expect(battingCageMessages.noDetails).toBe("No details available.");
    expect(battingCageMessages.missingTrackingId).toBe(
      "Error: Could not save conversation data (missing tracking ID). Please try again later or contact support.",
    );
    expect(battingCageMessages.finalSaveFailed("offline")).toBe(
      "Error saving conversation final state: offline. The session will still end.",
    );
    expect(battingCageMessages.startFailed("no mic")).toBe("Failed to start session: no mic");
    expect(battingCageMessages.trackingInitFailed).toBe(
      "Error: Could not initialize conversation tracking. Please try again.",
    );
  });
});

describe("UI strings of docs/requirements/batting-cage.md#screens", () => {
  it("keeps the practice page texts", () => {
    expect(battingCageLabels.loadingConfig).toBe("Loading Config...");
    expect(battingCageLabels.startSession).toBe("Start Realtime Session");
    expect(battingCageLabels.hangUp).toBe("Hang up (and save transcript)");
    expect(battingCageLabels.hangUpShort).toBe("Hang up");
    expect(battingCageLabels.startNewSession).toBe("Start New Session");
    expect(battingCageLabels.endedOverlay).toBe(
      "Awesome work! You crushed your daily batting cage challenge! If you want to go again, click the button below to start a new session.",
    );
    expect(battingCageLabels.configurationPanelTitle).toBe("Voice Coach Configuration");
    expect(battingCageLabels.transcriptSpeakerUser).toBe("You");
    expect(battingCageLabels.transcriptSpeakerAssistant).toBe("Customer");
  });

  it("keeps the admin page texts", () => {
    expect(battingCageLabels.menuReports).toBe("Reports");
    expect(battingCageLabels.menuConfiguration).toBe("Configuration");
    expect(battingCageLabels.totalSessions).toBe("Total Sessions");
    expect(battingCageLabels.averageDuration).toBe("Avg. Duration");
    expect([
      battingCageLabels.columnAgent,
      battingCageLabels.columnDate,
      battingCageLabels.columnDuration,
      battingCageLabels.columnStatus,
    ]).toEqual(["Agent", "Date", "Duration", "Status"]);
    expect(battingCageLabels.saveConfiguration).toBe("Save Configuration");
    expect(battingCageLabels.randomize).toBe("Randomize");
    expect(battingCageLabels.lastUpdated("Ada Lovelace", "6/1/2025")).toBe("Last updated by Ada Lovelace on 6/1/2025");
  });

  it("labels the configuration fields", () => {
    expect(battingCageFieldLabels).toEqual({
      customer_type: "Customer Type",
      objection: "Objection",
      business_name: "Business Name",
      employee_count: "Employee Count",
      business_type: "Business Type",
      payroll_provider: "Payroll Provider",
      personality_type: "Personality Type",
      custom_instructions: "Custom Instructions",
    });
  });
});
