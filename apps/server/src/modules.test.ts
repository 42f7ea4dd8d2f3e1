import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dugoutModules, moduleCommands } from "./modules";

describe("the module list", () => {
  it("has one entry per folder under modules/, named as its folder", () => {
    const folders = readdirSync(new URL("./modules", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(dugoutModules.map((module) => module.name).sort()).toEqual(folders.sort());
  });

  it("starts with identity's seed steps, which the other seeds refer to", () => {
    const seeding = dugoutModules.filter((module) => module.seedSteps);
    expect(seeding[0]?.name).toBe("identity");
  });

  it("gives every command a distinct name", () => {
    const names = moduleCommands.map((command) => command.name);
    expect(new Set([...names, "seed"]).size).toBe(names.length + 1);
  });

  it("is all buildApp knows of the modules: app.ts imports none of their files (a service comes from `setup`)", () => {
    const app = readFileSync(new URL("./app.ts", import.meta.url), "utf8");
    expect(app).toContain('from "./modules"');
    expect(app).not.toMatch(/from "\.\/modules\//);
  });
});
