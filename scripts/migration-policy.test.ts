import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/deploy.md checks every migration against the policy ("expand, then contract"): a migration added without
 * its row there, or a row for one that does not exist, fails here, so the table stays the whole list.
 */
const root = join(import.meta.dirname, "..");
const deployDoc = readFileSync(join(root, "docs/deploy.md"), "utf8");
const journal = JSON.parse(readFileSync(join(root, "packages/db/migrations/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

/** The rows of the table under "Every migration so far, checked against it": migration, what, verdict. */
const policyRows = (deployDoc.split("Every migration so far, checked against it:")[1] ?? "")
  .split("\n\n")
  .find((paragraph) => paragraph.startsWith("| migration |"))
  ?.split("\n")
  .slice(2)
  .map((row) => row.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, "").trim()));

describe("the migration policy in docs/deploy.md", () => {
  it("lists exactly the migrations of the journal, in order", () => {
    expect(policyRows?.map(([migration]) => migration)).toEqual(journal.entries.map((entry) => entry.tag));
  });

  it("says what each does and gives a verdict", () => {
    const incomplete = policyRows?.filter(([, what, verdict]) => !what || !/^(expand|contract)\b/.test(verdict ?? ""));
    expect(incomplete).toEqual([]);
  });
});
