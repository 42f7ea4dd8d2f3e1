/// <reference types="node" />
// Node types for the tests only: they read docs/ and this package's files from disk, while the package's own code
// runs in browsers too.
import { readdirSync, readFileSync } from "node:fs";

const requirementsDir = new URL("../../../../docs/requirements/", import.meta.url);
const sourceDir = new URL("../", import.meta.url);

/** One requirements file, by name (`batting-cage.md`). */
export const requirementsFile = (name: string): string => readFileSync(new URL(name, requirementsDir), "utf8");

/** Every requirements file, one after the other. */
export const allRequirements: string = readdirSync(requirementsDir)
  .filter((name) => name.endsWith(".md"))
  .map(requirementsFile)
  .join("\n");

/** Exact texts are quoted in code spans in the requirements (docs/requirements/README.md). */
export const isQuoted = (text: string): boolean => allRequirements.includes(`\`${text}\``);

/** The texts of a piece of Markdown's code spans, in order. */
export const codeSpans = (markdown: string): string[] =>
  [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

const isListItem = (line: string): boolean => /^\s*(-|\d+\.)\s/.test(line);

/**
 * The block of a requirements file that starts at `lead` (from where it stands in its line): the rest of that
 * paragraph, and when it ends with a colon, the list right after it; the rest of the row when `lead` is in a table
 * row; the rest of the item when `lead` is in a list item (its nested items included). Fails when no line holds `lead`.
 */
export function blockAfter(file: string, lead: string): string {
  const lines = requirementsFile(file).split("\n");
  const start = lines.findIndex((line) => line.includes(lead));
  const first = lines[start];
  if (first === undefined) throw new Error(`${file} has no line with ${JSON.stringify(lead)}`);
  const block = [first.slice(first.indexOf(lead))];
  if (first.trimStart().startsWith("|")) return block[0] ?? "";
  // Inside a list (an item, or an item's continuation line), the block ends where the next item at most as deep starts.
  const indent = isListItem(first) ? first.search(/\S/) : /^\s/.test(first) ? first.search(/\S/) - 2 : -1;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (indent >= 0 && isListItem(line) && line.search(/\S/) <= indent) break;
    if (line.trim() === "") {
      if (block.join("\n").trimEnd().endsWith(":") && isListItem(lines[index + 1] ?? "")) continue;
      break;
    }
    block.push(line);
  }
  return block.join("\n");
}

/** The table of a requirements file whose header row holds `header`, header and rule rows included. */
export function tableAfter(file: string, header: string): string {
  const lines = requirementsFile(file).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|") && line.includes(header));
  if (start < 0) throw new Error(`${file} has no table with ${JSON.stringify(header)}`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

/** The value cell of a row of a file's `## Constants` table, by the row's label. Fails when there is no such row. */
export function constantValue(file: string, label: string): string {
  const constants = /^## Constants\n([\s\S]*?)(?=^## )/m.exec(requirementsFile(file))?.[1] ?? "";
  for (const row of constants.split("\n")) {
    const cells = row.split(/(?<!\\)\|/).map((cell) => cell.trim());
    if (cells[1] === label) return cells[2] ?? "";
  }
  throw new Error(`${file} has no constant ${JSON.stringify(label)}`);
}

/** A file's `## Calls` section. */
export const callsSection = (file: string): string =>
  /^## Calls\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(requirementsFile(file))?.[1] ?? "";

/** The module files this package has, so a test can tell that none was skipped. */
export const contractsModuleFiles = (): string[] =>
  readdirSync(sourceDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

/**
 * Every export of every module file of this package, by name, loaded from the directory so that a new module file is
 * covered without listing it. A name two modules export (a feature file re-exports its split-out parts) must be the
 * same value.
 */
export async function loadContractsExports(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const file of contractsModuleFiles()) {
    const module: unknown = await import(new URL(file, sourceDir).href);
    if (typeof module !== "object" || module === null) throw new Error(`${file} is not a module`);
    for (const [name, value] of Object.entries(module)) {
      if (name in all && all[name] !== value) throw new Error(`${name} is exported twice with different values`);
      all[name] = value;
    }
  }
  return all;
}
