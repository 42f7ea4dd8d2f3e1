import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * While the server owns an embedded data folder it writes where it listens and a fresh command
 * token there (mode 0600), so that `npm run <command>` can hand its work to the server.
 */
export interface RuntimeInfo {
  pid: number;
  port: number;
  commandToken: string;
}

const fileName = "server.json";

export function newCommandToken(): string {
  return randomBytes(32).toString("base64url");
}

export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  const path = join(dataDir, fileName);
  writeFileSync(path, JSON.stringify(info), { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function readRuntimeInfo(dataDir: string): RuntimeInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, fileName), "utf8")) as RuntimeInfo;
  } catch {
    return undefined;
  }
}

export function removeRuntimeInfo(dataDir: string): void {
  rmSync(join(dataDir, fileName), { force: true });
}
