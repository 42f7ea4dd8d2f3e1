import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { signInHelp } from "./sign-in-help";
import { productionEnv } from "./test/production-env";

const firstAdminHint =
  "No admin yet. Create the first one: npm run user -- create you@company.com --role admin (or start the server with INITIAL_ADMIN_EMAIL=you@company.com).";

describe("what npm start prints after boot", () => {
  // The development banner's lines: modules/identity/roles-sessions.test.ts.
  it("names no first-admin step in development, where the demo admin is seeded", () => {
    const help = signInHelp(loadConfig({}), { adminExists: true });
    expect(help).toContain("admin@example.com (admin) or rep@example.com (rep)");
    expect(help).not.toContain(firstAdminHint);
  });

  it("never advertises demo accounts in production, even with DEMO_DATA=true", () => {
    for (const env of [productionEnv, { ...productionEnv, DEMO_DATA: "true" }]) {
      const help = signInHelp(loadConfig(env), { adminExists: true });
      expect(help).not.toMatch(/example\.com \(/);
      expect(help.split("\n")).toEqual([
        "Try it without an account: https://dugout.example.com/starter_tools/business_name_generator (the business name generator).",
        "Sign in to the team's tools: open https://dugout.example.com/batting_cage and sign in with your account.",
        "  More users: npm run user -- create <email> [--role admin]; roles: npm run user -- set-role <email> admin|none.",
      ]);
    }
  });

  it("says how to create the first admin while there is none", () => {
    const production = signInHelp(loadConfig(productionEnv), { adminExists: false }).split("\n");
    expect(production[1]).toBe(firstAdminHint);
    // Development without demo data has no admin either, and its links still go to the mailbox.
    const bare = signInHelp(loadConfig({ DEMO_DATA: "false" }), { adminExists: false });
    expect(bare).toContain(firstAdminHint);
    expect(bare).toContain("http://localhost:3000/dev/mailbox");
    expect(bare).not.toMatch(/example\.com \(/);
  });
});
