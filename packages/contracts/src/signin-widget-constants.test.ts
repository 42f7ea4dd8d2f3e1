import { describe, expect, it } from "vitest";
import { walletSlots } from "./signin-widget-constants";

describe("constants of docs/requirements/sign-in-widget.md#constants (sign-in widget)", () => {
  it("computes wallet slots as 6 minus social providers minus 1", () => {
    expect(walletSlots(0)).toBe(5);
    expect(walletSlots(1)).toBe(4);
    expect(walletSlots(3)).toBe(2);
    expect(walletSlots(5)).toBe(0);
    expect(walletSlots(8)).toBe(0);
  });
});
