import type { ScoresQuery } from "@dugout/contracts/scoring";

/** Lower-case ASCII words joined by hyphens ("Zoë Ünal" → "zoe-unal"), at most 40 characters. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
}

/**
 * The export's file name says what it holds, so two downloads never look alike:
 * `scoring-calls-{from}-to-{to}[-{rep}][-search-{q}].csv` (`all-dates` when the range is open).
 */
export function exportFileName(query: Pick<ScoresQuery, "from" | "to" | "rep" | "q">): string {
  const range =
    query.from && query.to
      ? `${query.from}-to-${query.to}`
      : query.from
        ? `from-${query.from}`
        : query.to
          ? `to-${query.to}`
          : "all-dates";
  const parts = ["scoring-calls", range];
  const rep = query.rep ? slug(query.rep) : "";
  if (rep) parts.push(rep);
  const search = query.q ? slug(query.q) : "";
  if (search) parts.push(`search-${search}`);
  return `${parts.join("-")}.csv`;
}
