import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging";

describe("redactUrl", () => {
  it("hides the values of secret and personal query parameters", () => {
    expect(redactUrl("/batting_cage?token=abc&dugout_token_type=magic_links")).toBe(
      "/batting_cage?token=%5Bredacted%5D&dugout_token_type=magic_links",
    );
    expect(redactUrl("/x?email=a%40b.c&page=2")).toBe("/x?email=%5Bredacted%5D&page=2");
  });

  it("leaves URLs without a query alone", () => {
    expect(redactUrl("/healthz")).toBe("/healthz");
  });
});
