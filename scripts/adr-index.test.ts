// The decision records can be found and dated: every ADR in docs/decisions/ has a number, a title, a date and a
// status in its heading lines, and docs/decisions/README.md lists each one with the same four, so the index never
// falls behind the folder.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const decisions = join(import.meta.dirname, "..", "docs", "decisions");

interface Adr {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
}

/** The heading lines of an ADR: `# NNNN: Title`, then `Date: YYYY-MM-DD. Status: ...` (the status may wrap). */
function parseRecord(file: string, markdown: string): Adr | string {
  const lines = markdown.split("\n");
  const heading = /^# (\d{4}): (.+)$/.exec(lines[0] ?? "");
  if (!heading?.[1] || !heading[2]) return `${file}: the first line is not "# NNNN: Title"`;
  if (!file.startsWith(`${heading[1]}-`)) return `${file}: the heading's number ${heading[1]} is not the file's`;
  const start = lines.findIndex((line) => line.startsWith("Date: "));
  if (start < 0) return `${file}: no "Date: YYYY-MM-DD. Status: ..." line`;
  const end = lines.findIndex((line, index) => index > start && line.trim() === "");
  const dateLine = lines
    .slice(start, end < 0 ? undefined : end)
    .join(" ")
    .trim();
  const dated = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (.+)$/.exec(dateLine);
  if (!dated?.[1] || !dated[2]) return `${file}: the date line is not "Date: YYYY-MM-DD. Status: ..."`;
  return { file, number: heading[1], title: heading[2], date: dated[1], status: dated[2].replace(/\.$/, "") };
}

/** The index's row for an ADR, as docs/decisions/README.md writes it. */
function indexRow({ file, number, title, date, status }: Adr): string {
  return `| [${number}](${file}) | ${title} | ${date} | ${status} |`;
}

const files = readdirSync(decisions)
  .filter((file) => /^\d{4}-.+\.md$/.test(file) && file !== "0000-template.md")
  .sort();
const parsed = files.map((file) => parseRecord(file, readFileSync(join(decisions, file), "utf8")));
const records = parsed.filter((entry): entry is Adr => typeof entry !== "string");
const indexFile = join(decisions, "README.md");
// A missing index fails the listing test below with every row, rather than crashing the file.
const index = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : "";
const indexRows = index.split("\n").filter((line) => /^\| \[\d{4}\]/.test(line));

describe("parseRecord", () => {
  it("reads the number, title, date and a status that wraps", () => {
    const markdown =
      "# 0042: Use a thing\n\nDate: 2026-11-27. Status: accepted. Amends 0001 (its\nsecond part).\n\n## Context\n";
    expect(parseRecord("0042-use-a-thing.md", markdown)).toEqual({
      file: "0042-use-a-thing.md",
      number: "0042",
      title: "Use a thing",
      date: "2026-11-27",
      status: "accepted. Amends 0001 (its second part)",
    });
  });

  it("says what is missing", () => {
    expect(parseRecord("0042-x.md", "# 0042. Title\n")).toMatch(/first line/);
    expect(parseRecord("0042-x.md", "# 0043: Title\n")).toMatch(/not the file's/);
    expect(parseRecord("0042-x.md", "# 0042: Title\n\nStatus: accepted\n")).toMatch(/no "Date/);
    expect(parseRecord("0042-x.md", "# 0042: Title\n\nDate: soon. Status: accepted\n")).toMatch(/date line/);
  });
});

describe("the decision records", () => {
  it("are there", () => {
    // Guards the listing: with no files, the checks below would pass on nothing.
    expect(files.length).toBeGreaterThan(30);
  });

  it("each have a number, a title, a date and a status", () => {
    expect(parsed.filter((entry) => typeof entry === "string")).toEqual([]);
  });

  it("have one number each", () => {
    const numbers = records.map((record) => record.number);
    expect(numbers.filter((number, position) => numbers.indexOf(number) !== position)).toEqual([]);
  });

  it("are each listed in docs/decisions/README.md, with the heading's title, date and status", () => {
    // The expected row is the message: paste it into the index's table.
    const missing = records.map(indexRow).filter((row) => !indexRows.includes(row));
    expect(missing).toEqual([]);
  });

  it("are the only rows of the index", () => {
    const expected = new Set(records.map(indexRow));
    expect(indexRows.filter((row) => !expected.has(row))).toEqual([]);
  });
});
