import { describe, expect, it } from "vitest";
import { defined } from "./defined";

describe("defined", () => {
  it("returns a present value, falsy ones included", () => {
    expect(defined(0, "count")).toBe(0);
    expect(defined("", "text")).toBe("");
  });

  it("throws naming what is missing", () => {
    expect(() => defined(undefined, "the first row")).toThrow("the first row is missing");
    expect(() => defined(null, "the session")).toThrow("the session is missing");
  });
});
