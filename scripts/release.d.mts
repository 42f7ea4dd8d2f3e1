/** Files and folders the server names beside its source, and the folder each ships as in the artefact. */
export const releaseAssets: Record<string, string>;
/** The artefact's npm scripts: start, and the root's CLI commands pointed at the compiled CLI. */
export function releaseScripts(rootScripts: Record<string, string>): { start: string } & Record<string, string>;
export interface ReleaseManifest {
  name: string;
  version: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}
/** Writes the release artefact into `out` (the web build from `webDist` when given, else built). */
export function release(options: { out: string; webDist?: string }): Promise<ReleaseManifest>;
