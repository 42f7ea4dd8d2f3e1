/** The entry points the build compiles: src/server.ts and every src/**\/*-worker.ts (names must differ). */
export function entryPoints(sourceRoot?: string): string[];
/** Packages left to node_modules, each with the reason. */
export const externalPackages: Record<string, string>;
/** Compiles the server into `outdir` (default apps/server/dist) and returns its absolute path. */
export function buildServer(options?: { outdir?: string }): Promise<string>;
