import { describe, expect, it } from "vitest";
import { callsProgress } from "./practice-scenarios";

describe("callsProgress", () => {
  it("counts calls toward the goal, in the singular for a one-call goal", () => {
    expect(callsProgress(1, 3)).toBe("1 of 3 calls");
    expect(callsProgress(0, 1)).toBe("0 of 1 call");
    expect(callsProgress(1, 1)).toBe("1 of 1 call");
  });
});
