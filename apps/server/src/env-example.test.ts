import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./config";

/**
 * .env.example lists every variable config.ts reads, each with its default: a variable added to the
 * schema, or a default changed on one side only, fails here. Its last section lists what compose.yaml
 * reads besides them, and only that.
 */
const root = join(import.meta.dirname, "../../..");
const composeOnlyHeading = "# --- compose only: compose.yaml reads these, the server never does ---";
const [text = "", composeOnlyText = ""] = readFileSync(join(root, ".env.example"), "utf8").split(composeOnlyHeading);
const variables = (section: string) =>
  new Map(
    section
      .split("\n")
      .map((line) => /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1] ?? "", match[2] ?? ""]),
  );
const documented = variables(text);
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

  it("lists, in a section of their own, exactly the variables compose.yaml reads that the server does not", () => {
    const compose = readFileSync(join(root, "compose.yaml"), "utf8");
    const interpolated = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? ""));
    const composeOnly = [...interpolated].filter((name) => !(name in shape)).sort();
    expect(composeOnly.length).toBeGreaterThan(0);
    expect([...variables(composeOnlyText).keys()].sort()).toEqual(composeOnly);
    const lines = composeOnlyText.split("\n");
    const unexplained = lines.filter(
      (line, index) => /^# [A-Z][A-Z0-9_]*=/.test(line) && !lines[index - 1]?.startsWith("# "),
    );
    expect(unexplained).toEqual([]);
  });
});
