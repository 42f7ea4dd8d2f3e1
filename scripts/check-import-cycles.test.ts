import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, runtimeImports } from "./check-import-cycles.mjs";

const folder = mkdtempSync(join(tmpdir(), "dugout-cycles-"));
const file = (name: string, text: string) => {
  writeFileSync(join(folder, name), text);
  return join(folder, name);
};

describe("the import-cycle check", () => {
  it("follows runtime imports and re-exports, and ignores type-only imports", () => {
    const a = file("a.ts", 'import { b } from "./b";\nimport type { T } from "./c";\nexport const a = b;');
    const b = file("b.ts", 'import { type T } from "./c";\nexport { c } from "./c";\nexport const b = 1;');
    const c = file("c.ts", "export type T = number;\nexport const c = 2;");
    expect(runtimeImports(a)).toEqual([b]);
    expect(runtimeImports(b)).toEqual([c]);
    expect(runtimeImports(c)).toEqual([]);
  });

  it("finds a cycle of runtime imports, and none when the loop is only types", () => {
    const x = file("x.ts", 'import { y } from "./y";\nexport const x = () => y;');
    const y = file("y.ts", 'import { x } from "./x";\nexport const y = () => x;');
    const typed = file("typed.ts", 'import type { x } from "./x";\nexport type Y = typeof x;');
    const graph = new Map<string, string[]>([x, y, typed].map((path) => [path, runtimeImports(path)]));
    expect(findCycles(graph)).toEqual([[x, y]]);
    graph.set(y, []);
    expect(findCycles(graph)).toEqual([]);
  });
});
