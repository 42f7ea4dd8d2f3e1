/** The files a TypeScript source loads at run time (type-only imports left out), resolved to paths. */
export function runtimeImports(file: string): string[];
/** The cycles of an import graph: each a list of the files that import one another. */
export function findCycles(graph: Map<string, string[]>): string[][];
