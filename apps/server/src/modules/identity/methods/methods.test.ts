import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { identityEndpoints } from "../endpoints";
import { methodContentSecurity } from "./content-security";
import { signInMethods } from "./index";

const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The source (not the tests) of one method's folder, as one text. */
const sourceOf = (folder: string) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => readFileSync(new URL(`./${folder}/${name}`, import.meta.url), "utf8"))
    .join("\n");

describe("the sign-in method list", () => {
  it("has one entry per folder under methods/, named as its folder", () => {
    expect(signInMethods.map((method) => method.name).sort()).toEqual(folders.sort());
  });

  it("lists each endpoint once, whether identity's own or one method's", () => {
    const routes = identityEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const method of signInMethods) {
      for (const endpoint of method.endpoints) expect(routes).toContain(`${endpoint.method} ${endpoint.path}`);
    }
  });

  it("gives each error code to one method at most, and that method's own code raises it", () => {
    const claimed = signInMethods.flatMap((method) => method.errorCodes);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const method of signInMethods) {
      const source = sourceOf(method.name);
      for (const code of method.errorCodes) expect(source, `${method.name}: ${code}`).toContain(`"${code}"`);
      for (const code of method.afterHookErrorCodes ?? []) expect(method.errorCodes).toContain(code);
    }
  });
});

describe("the page's Content-Security-Policy sources of the methods", () => {
  const base = { NODE_ENV: "test", LOG_LEVEL: "silent" };

  it("add Google Identity Services (One Tap) only when Google sign-in is configured", () => {
    expect(methodContentSecurity(loadConfig(base))).toBeUndefined();
    const google = "https://accounts.google.com";
    const withGoogle = loadConfig({ ...base, OAUTH_GOOGLE_CLIENT_ID: "id", OAUTH_GOOGLE_CLIENT_SECRET: "secret" });
    expect(methodContentSecurity(withGoogle)).toEqual({
      scriptSrc: [google],
      styleSrc: [google],
      connectSrc: [google],
      frameSrc: [google],
    });
  });
});
