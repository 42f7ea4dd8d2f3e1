import { describe, expect, it } from "vitest";
import { withArticle } from "./articles";

describe("withArticle", () => {
  it("says an before a vowel sound and a before a consonant sound", () => {
    expect(withArticle("elegant")).toBe("an elegant");
    expect(withArticle("cozy")).toBe("a cozy");
    expect(withArticle("honest")).toBe("an honest");
    expect(withArticle("unique")).toBe("a unique");
    expect(withArticle("upbeat")).toBe("an upbeat");
    expect(withArticle("one-off")).toBe("a one-off");
  });
});
