import { describe, expect, it } from "vitest";
import { meSchema } from "./identity";

const user = {
  id: "u1",
  email: "rep@example.com",
  name: "Rita Rep",
  first_name: "Rita",
  last_name: "Rep",
  phone_number: null,
  image: null,
  providers: ["email"],
  trusted_metadata: { role: null },
};

describe("meSchema (GET /api/me)", () => {
  it("reads an anonymous caller and a signed-in one with their session's end", () => {
    expect(meSchema.parse({ user: null })).toEqual({ user: null });
    const signedIn = { user, session: { expires_at: "2026-03-01T10:00:00.000Z" } };
    expect(meSchema.parse(signedIn)).toEqual(signedIn);
  });

  it("refuses a user without a session and a role the app does not know", () => {
    expect(meSchema.safeParse({ user }).success).toBe(false);
    const session = { expires_at: "2026-03-01T10:00:00.000Z" };
    const owner = { ...user, trusted_metadata: { role: "owner" } };
    expect(meSchema.safeParse({ user: owner, session }).success).toBe(false);
  });
});
