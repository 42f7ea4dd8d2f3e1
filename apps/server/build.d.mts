/** The entry points the build compiles: src/server.ts and every src/**\/*-worker.ts (names must differ). */
export function entryPoints(sourceRoot?: string): (string | { in: string; out: string })[];
/** Packages left to node_modules, each with the reason. */
export const externalPackages: Record<string, string>;
export interface BuildServerOptions {
  outdir?: string;
  /** More entries beside the server's (a release adds the CLI). */
  extraEntries?: { in: string; out: string }[];
  /** Where a file that source code names beside itself ships (absolute path in, absolute path out). */
  relocate?: (target: string) => string;
  /** JavaScript the entry (server.mjs) runs before it loads the app. */
  launcherPrelude?: string;
  /** Filled with the external packages the bundles import. */
  externalsImported?: Set<string>;
}
/** Compiles the server into `outdir` (default apps/server/dist) and returns its absolute path. */
export function buildServer(options?: BuildServerOptions): Promise<string>;
