// The repository stands on its own (docs/decisions/0012-product-decisions.md#17-the-repository-stands-on-its-own):
// every reference points at docs/requirements/ or docs/decisions/, and every such link resolves.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** Tracked files: what a clone of the repository holds (node_modules and .git are never tracked). */
const trackedFiles: string[] = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((path) => path !== "" && existsSync(join(root, path)));

/** Text files only: a NUL byte marks a binary (images, audio, fonts). */
const texts: { path: string; text: string }[] = trackedFiles.flatMap((path) => {
  const text = readFileSync(join(root, path), "utf8");
  return text.includes("\0") ? [] : [{ path, text }];
});

/**
 * Old reference forms that point outside the repository: a sibling folder, a design note, a three-part product
 * description and research notes. Written as patterns so that this file does not match itself.
 */
const outsideReferences: readonly RegExp[] = [
  /\.\.\/shared/i,
  /\bDESIGN\.md/i,
  /\bspec 0[1-3]\b/i,
  /\bnotes\/[\w-]+\.md/i,
  /\bsection 5 item\b/i,
];

/** GitHub's heading anchor: lower case, punctuation dropped except `-` and `_`, spaces as dashes. */
function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (fenced code skipped); repeated headings get -1, -2, ... */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Link {
  from: string;
  target: string;
  anchor: string | null;
}

/**
 * Links to documents under docs/: `docs/<path>.md#anchor` written anywhere (an `and #other` right after it names a
 * second anchor of the same file), and relative Markdown links `](<path>.md#anchor)` inside docs/.
 */
function docsLinks(path: string, text: string): Link[] {
  const links: Link[] = [];
  for (const match of text.matchAll(/\bdocs\/[\w./-]*?\.md(?:#([\w-]+)((?:`? and `?#[\w-]+)*))?/g)) {
    const target = match[0].replace(/#.*$/s, "");
    links.push({ from: path, target, anchor: match[1] ?? null });
    for (const more of (match[2] ?? "").matchAll(/#([\w-]+)/g))
      links.push({ from: path, target, anchor: more[1] ?? null });
  }
  if (path.startsWith("docs/") && path.endsWith(".md")) {
    for (const match of text.matchAll(/\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g)) {
      const relative = match[1] ?? "";
      links.push({ from: path, target: normalize(join(dirname(path), relative)), anchor: match[2] ?? null });
    }
  }
  return links;
}

describe("headingSlug", () => {
  it("follows GitHub's rules", () => {
    expect(headingSlug("5. Realtime voice: GA interface only")).toBe("5-realtime-voice-ga-interface-only");
    expect(headingSlug("The customer's behaviour")).toBe("the-customers-behaviour");
    expect(headingSlug("Splash sign-in")).toBe("splash-sign-in");
    expect(headingSlug("The `token` [landing](x.md)")).toBe("the-token-landing");
  });

  it("numbers repeated headings and skips fenced code", () => {
    const anchors = headingAnchors("# A\n## Notes\n```\n# not a heading\n```\n## Notes\n");
    expect([...anchors]).toEqual(["a", "notes", "notes-1"]);
  });
});

describe("docsLinks", () => {
  it("finds file, anchor and the anchors named after it", () => {
    const links = docsLinks("a.ts", "see (docs/requirements/x.md#calls and #roles) and `docs/decisions/0001-y.md`");
    expect(links.map(({ target, anchor }) => `${target}#${anchor}`)).toEqual([
      "docs/requirements/x.md#calls",
      "docs/requirements/x.md#roles",
      "docs/decisions/0001-y.md#null",
    ]);
  });

  it("resolves relative links inside docs/", () => {
    const links = docsLinks("docs/requirements/a.md", "[ADR](../decisions/0009-z.md) [b](b.md#fields)");
    expect(links.map(({ target, anchor }) => `${target}#${anchor}`)).toEqual([
      "docs/decisions/0009-z.md#null",
      "docs/requirements/b.md#fields",
    ]);
  });
});

describe("the repository's references", () => {
  it("reads the tracked files", () => {
    // Guards the listing: if git found nothing, the checks below would pass on nothing.
    expect(texts.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["README.md", "ARCHITECTURE.md", "docs/requirements/README.md"]),
    );
  });

  it("point at nothing outside the repository", () => {
    const offending = texts.flatMap(({ path, text }) =>
      text
        .split("\n")
        .flatMap((line, index) =>
          outsideReferences.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offending).toEqual([]);
  });

  it("link only to documents and headings that exist", () => {
    const anchorsOf = new Map<string, Set<string>>();
    // This file's own examples (docs/requirements/x.md and the like) are not links.
    const broken = texts
      .filter(({ path }) => path !== "scripts/docs-references.test.ts")
      .flatMap(({ path, text }) => docsLinks(path, text))
      .filter(({ target, anchor }) => {
        if (!existsSync(join(root, target))) return true;
        if (anchor === null) return false;
        let anchors = anchorsOf.get(target);
        if (!anchors) {
          anchors = headingAnchors(readFileSync(join(root, target), "utf8"));
          anchorsOf.set(target, anchors);
        }
        return !anchors.has(anchor);
      })
      .map(({ from, target, anchor }) => `${from} -> ${target}${anchor === null ? "" : `#${anchor}`}`);
    expect(broken).toEqual([]);
  });
});
