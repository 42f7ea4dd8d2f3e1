import { describe, expect, it } from "vitest";
import { objections, personalityDescriptions } from "@dugout/contracts/batting-cage";
import { buildCustomerInstructions } from "./instructions";

describe("the customer's instructions", () => {
  const config = {
    id: null,
    customer_type: "Switcher" as const,
    objection: objections[2],
    business_name: "Iron Peak Fitness",
    employee_count: "20-50" as const,
    business_type: "Gym/fitness center" as const,
    payroll_provider: "Paychex" as const,
    personality_type: "Budget-Conscious" as const,
    custom_instructions: "Mention a second gym opening in spring.",
  };

  it("carry every resolved value, the personality's description and the custom instructions", () => {
    const text = buildCustomerInstructions(config);
    for (const part of [
      "Iron Peak Fitness",
      "gym/fitness center",
      "20-50 employees (about 35)",
      "Customer type: Switcher.",
      "Paychex",
      objections[2],
      "Personality: Budget-Conscious.",
      personalityDescriptions["Budget-Conscious"],
      "Mention a second gym opening in spring.",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("set the timing rules: wait for the salesperson, close from 10 minutes, never end before 12", () => {
    const text = buildCustomerInstructions({ ...config, custom_instructions: "  " });
    expect(text).toContain("Wait for the salesperson to speak first.");
    expect(text).toContain("From 10 minutes on, begin closing");
    expect(text).toContain("Do not end the call before 12 minutes.");
    expect(text).toContain("elapsed_minutes");
    expect(text).toContain("end_conversation");
    expect(text).not.toContain("Additional instructions");
  });
});
