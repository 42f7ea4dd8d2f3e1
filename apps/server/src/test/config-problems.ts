import { ConfigError, loadConfig } from "../config";

/** What loadConfig refuses in an environment, one line a problem; none when it boots. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
