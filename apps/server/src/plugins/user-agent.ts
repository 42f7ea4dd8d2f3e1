/**
 * The family of a User-Agent, for the request log: enough to tell browsers from scripts and probes
 * without logging the whole header (long, and close to a fingerprint). Order matters: Edge and Opera
 * say "Chrome" too, Chrome says "Safari".
 */
const families: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, "Safari"],
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^python-requests\/|^python-urllib|^aiohttp\//i, "Python"],
  [/^node-fetch|^undici|^node$|^axios\//i, "Node.js"],
  [/^Go-http-client\//, "Go"],
  [/^Prometheus\//, "Prometheus"],
  [/^kube-probe\/|^ELB-HealthChecker\/|^GoogleHC\//, "health probe"],
  [/bot\b|crawler|spider|slurp/i, "bot"],
];

/** "Chrome", "Firefox", "curl", ...; "other" for anything unknown, undefined when no header was sent. */
export function userAgentFamily(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const text = header.slice(0, 512);
  for (const [pattern, family] of families) if (pattern.test(text)) return family;
  return "other";
}
