import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import {
  defaultScoringTimeframe,
  scoringConstants,
  scoringDefaultSortDirection,
  scoringSortColumns,
  scoringTimeframes,
  sortDirections,
  type ScoringSortColumn,
  type ScoringTimeframe,
} from "@dugout/contracts/scoring";
import { isoDay } from "../../lib/time";
import { defaultSort, type SortState } from "./sorting";
import { defaultCustomRange } from "./timeframes";

/**
 * What a person would bookmark or send lives in the URL's search params, so Back, reload and a shared link
 * bring the same view back. Defaults are left out of the URL; a value that does not parse falls back to its
 * default.
 */
export const dashboardViews = ["dashboard", "calls", "analytics"] as const;
export type DashboardView = (typeof dashboardViews)[number];

export interface DashboardState {
  view: DashboardView;
  rep: string;
  timeframe: ScoringTimeframe;
  /** The custom range's bounds ("" for a cleared input, which falls back to the default range). */
  custom: { start: string; end: string };
  /** The settled search text (the input debounces into it). */
  q: string;
  sort: SortState;
  page: number;
  /** The call whose details are open ("" for none). */
  call: string;
}

/** Longer than any call id the server accepts: such a value opens nothing. */
const callIdMaxLength = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(new Date(`${value}T12:00:00`)) === value;

function parseCustom(params: URLSearchParams, now: Date): DashboardState["custom"] {
  const fallback = defaultCustomRange(now);
  const read = (name: string, byDefault: string) => {
    const value = params.get(name);
    return value === null ? byDefault : value === "" || isDay(value) ? value : byDefault;
  };
  const start = read("from", fallback.from);
  const end = read("to", fallback.to);
  // The input rules (the start cannot pass the end, the end cannot pass today) hold for a typed URL too.
  if ((start && end && start > end) || end > isoDay(now)) return { start: fallback.from, end: fallback.to };
  return { start, end };
}

function parseSort(params: URLSearchParams): SortState {
  const column = oneOf(scoringSortColumns, params.get("sort"));
  if (!column) return defaultSort;
  return { column, direction: oneOf(sortDirections, params.get("dir")) ?? scoringDefaultSortDirection(column) };
}

function parseDashboardState(params: URLSearchParams, now: Date): DashboardState {
  const page = Number(params.get("page"));
  const q = params.get("q") ?? "";
  const call = params.get("call") ?? "";
  return {
    view: oneOf(dashboardViews, params.get("view")) ?? "dashboard",
    rep: params.get("rep") ?? "",
    timeframe: oneOf(scoringTimeframes, params.get("timeframe")) ?? defaultScoringTimeframe,
    custom: parseCustom(params, now),
    q: q.length <= scoringConstants.searchMaxLength ? q : "",
    sort: parseSort(params),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    call: call.length <= callIdMaxLength ? call : "",
  };
}

function dashboardSearchParams(state: DashboardState, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== "dashboard") params.set("view", state.view);
  if (state.rep) params.set("rep", state.rep);
  if (state.timeframe !== defaultScoringTimeframe) params.set("timeframe", state.timeframe);
  if (state.timeframe === "custom") {
    const fallback = defaultCustomRange(now);
    if (state.custom.start !== fallback.from) params.set("from", state.custom.start);
    if (state.custom.end !== fallback.to) params.set("to", state.custom.end);
  }
  if (state.q) params.set("q", state.q);
  if (state.sort.column !== defaultSort.column || state.sort.direction !== defaultSort.direction) {
    params.set("sort", state.sort.column);
    params.set("dir", state.sort.direction);
  }
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.call) params.set("call", state.call);
  return params;
}

/**
 * The address of the Calls view with the same filters, sorted by `column` lowest first: where a coaching
 * focus area leads, so the calls behind a weak category come first.
 */
export function callsLowestFirst(state: DashboardState, column: ScoringSortColumn, now: Date): string {
  const target = { ...state, view: "calls" as const, sort: { column, direction: "asc" as const }, page: 1, call: "" };
  return `?${dashboardSearchParams(target, now).toString()}`;
}

/** The search the server is asked for: shorter texts only earn a hint. */
export const effectiveSearch = (q: string): string | undefined =>
  q.length >= scoringConstants.searchMinLength ? q : undefined;

/** Whether a change selects other calls (a new filter or order), which starts again at page 1. */
function changesSelection(before: DashboardState, after: DashboardState): boolean {
  return (
    before.rep !== after.rep ||
    before.timeframe !== after.timeframe ||
    before.custom.start !== after.custom.start ||
    before.custom.end !== after.custom.end ||
    effectiveSearch(before.q) !== effectiveSearch(after.q) ||
    before.sort.column !== after.sort.column ||
    before.sort.direction !== after.sort.direction
  );
}

export type DashboardUpdate = (
  change: (current: DashboardState) => Partial<DashboardState>,
  /** `state` is kept with the history entry (use-open-call.ts marks the entries it adds). */
  options?: { replace?: boolean; state?: unknown },
) => void;

/**
 * The dashboard's state read from the URL, and `update` to change it: each change is a history entry (so
 * Back steps through views, filters, order and pages) unless `replace` is asked for (search typing).
 */
export function useDashboardUrlState(): [DashboardState, DashboardUpdate] {
  const [params, setParams] = useSearchParams();
  const state = parseDashboardState(params, new Date());
  // The address of this hook's last change until the router renders it. react-router hands a functional update
  // the address as last rendered, so a second change before that render (the search box settling just as a call
  // opens) would drop the first one.
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [params]);
  const update = useCallback<DashboardUpdate>(
    (change, options) =>
      // A change applies to the state as it is, so it keeps whatever else the URL holds.
      setParams(
        (rendered) => {
          const now = new Date();
          const before = parseDashboardState(unrendered.current ?? rendered, now);
          const delta = change(before);
          const after = { ...before, ...delta };
          if (delta.page === undefined && changesSelection(before, after)) after.page = 1;
          unrendered.current = dashboardSearchParams(after, now);
          return unrendered.current;
        },
        { replace: options?.replace ?? false, state: options?.state },
      ),
    [setParams],
  );
  return [state, update];
}
