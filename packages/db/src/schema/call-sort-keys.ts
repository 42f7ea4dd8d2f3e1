/**
 * How the scoring listing orders each sortable column: by a key, with the calls whose value is
 * empty set apart (they always come last, whichever the direction). The schema builds one index per
 * column from these very expressions and the listing's SQL uses them as they are, so PostgreSQL
 * walks an index in the requested order and stops after the page instead of sorting every call of
 * the filter (ADR 0010). Text sorts case-insensitively and treats '' as empty.
 */
export interface CallSortKey {
  /** The SQL expression the rows are ordered by. */
  key: string;
  /** True for the rows that have a value; null or false for the empty ones. */
  filled: string;
}

const textKey = (column: string): CallSortKey => ({ key: `lower(${column})`, filled: `${column} <> ''` });
const numberKey = (column: string): CallSortKey => ({ key: column, filled: `${column} is not null` });

export const callSortKeys = {
  rep: textKey("rep"),
  user_email: textKey("user_email"),
  // The stored lower-cased copy (company_search) is the key itself.
  company_name: { key: "company_search", filled: "company_search <> ''" },
  date: numberKey("date"),
  duration_ms: numberKey("duration_ms"),
  score: numberKey("score"),
  ace_score: numberKey("ace_score"),
  discovery_effectiveness_score: numberKey("discovery_effectiveness_score"),
  discovery_depth_score: numberKey("discovery_depth_score"),
  consultation_teach_score: numberKey("consultation_teach_score"),
  consultation_tailor_score: numberKey("consultation_tailor_score"),
  consultation_control_score: numberKey("consultation_control_score"),
  objection_probing_score: numberKey("objection_probing_score"),
  objection_responding_score: numberKey("objection_responding_score"),
} as const satisfies Record<string, CallSortKey>;

export type CallSortColumn = keyof typeof callSortKeys;
