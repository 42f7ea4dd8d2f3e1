import { describe, expect, it } from "vitest";
import { SimulatorSessionRegistry } from "./simulator-sessions";

const call = {
  conversationId: "conv_1",
  instructions: "Be the owner.",
  persona: {
    customer_type: "Switcher",
    objection: "x",
    business_name: "Maple Street Bakery",
    employee_count: "1-5",
    business_type: "Bakery",
    payroll_provider: "ADP",
    personality_type: "Friendly",
    custom_instructions: "",
  },
};

describe("simulator session registry", () => {
  it("opens one call per secret", () => {
    const registry = new SimulatorSessionRegistry();
    const { value } = registry.mint(call, 60_000);
    expect(registry.claim(value)?.conversationId).toBe("conv_1");
    expect(registry.claim(value)).toBeUndefined();
    expect(registry.claim("ek_sim_guess")).toBeUndefined();
  });

  it("forgets secrets once they expire", () => {
    let now = 0;
    const registry = new SimulatorSessionRegistry(() => now);
    const { value } = registry.mint(call, 600_000);
    registry.mint(call, 600_000);
    expect(registry.size).toBe(2);
    now = 600_000;
    expect(registry.size).toBe(0);
    expect(registry.claim(value)).toBeUndefined();
  });
});
