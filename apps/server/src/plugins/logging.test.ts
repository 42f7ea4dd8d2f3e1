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

describe("redactUrl on hostile and personal values", () => {
  it("hides names and tokens by the parameter's last word, nested URLs included", () => {
    expect(redactUrl("/x?rep=Ann+Lee&user_email=a%40b.c&firstName=Ann&access_token=t&token_type=bearer")).toBe(
      "/x?rep=%5Bredacted%5D&user_email=%5Bredacted%5D&firstName=%5Bredacted%5D&access_token=%5Bredacted%5D&token_type=bearer",
    );
    expect(redactUrl("/x?callbackURL=%2Fpage%3Ftoken%3Dabc%26page%3D2")).toBe(
      "/x?callbackURL=%2Fpage%3Ftoken%3D%5Bredacted%5D%26page%3D2",
    );
  });

  it("leaves no control character, raw or percent-encoded", () => {
    expect(redactUrl("/a%0D%0Ab\u001b[31m?q=x%0Ay%1B%5B31m")).toBe(
      "/a%EF%BF%BD%EF%BF%BDb\uFFFD[31m?q=x%EF%BF%BDy%EF%BF%BD%5B31m",
    );
  });
});
