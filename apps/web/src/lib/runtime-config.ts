import { z } from "zod";

/**
 * Settings the server injects into index.html (a JSON data block, not a script, so the CSP holds):
 * what the browser must know before its first request.
 */
const runtimeConfigSchema = z.object({
  agentName: z.string().default("eugene"),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById("dugout-config");
  try {
    return runtimeConfigSchema.parse(element?.textContent ? JSON.parse(element.textContent) : {});
  } catch {
    return runtimeConfigSchema.parse({});
  }
}
