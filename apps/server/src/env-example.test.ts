import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./config";

/**
 * .env.example lists every variable config.ts reads, each with its default: a variable added to the
 * schema, or a default changed on one side only, fails here.
 */
const text = readFileSync(join(import.meta.dirname, "../../../.env.example"), "utf8");
const documented = new Map(
  text
    .split("\n")
    .map((line) => /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1] ?? "", match[2] ?? ""]),
);
const shape = envSchema.shape as Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;

describe(".env.example", () => {
  it("lists every variable the server reads, and nothing else", () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(shape).sort());
  });

  it("shows each variable's default: the value written parses to what an unset variable gives", () => {
    const wrong = [...documented].filter(([name, value]) => {
      const schema = shape[name];
      if (!schema) return false;
      const written = schema.safeParse(value === "" ? undefined : value);
      return !written.success || JSON.stringify(written.data) !== JSON.stringify(schema.safeParse(undefined).data);
    });
    expect(wrong).toEqual([]);
  });

  it("gives each variable a meaning on the line above", () => {
    const lines = text.split("\n");
    const unexplained = lines
      .map((line, index) => ({ line, above: lines[index - 1] ?? "" }))
      .filter(({ line }) => /^# ?[A-Z][A-Z0-9_]*=/.test(line))
      .filter(({ above }) => !above.startsWith("#") || above.trim() === "#")
      .map(({ line }) => line);
    expect(unexplained).toEqual([]);
  });
});
