import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  battingCageReportRanges,
  defaultBattingCageReportRange,
  type BattingCageReportRange,
} from "@dugout/contracts/batting-cage";
import { battingCageReportParams as names } from "@dugout/contracts/batting-cage-reports";

/**
 * The admin page's Reports state lives in the address (the range, the rep filter and the open session), so
 * reload, Back and a pasted link bring the same view back. Defaults are left out; a value that does not parse
 * falls back to its default.
 */
export interface ReportsState {
  range: BattingCageReportRange;
  /** The rep's user id; "" for every rep. */
  rep: string;
  /** The open conversation's id, or null for the list. */
  session: string | null;
}

/** Marks the history entry a session was opened into from the list, so closing it can step back instead. */
interface OpenedFromList {
  openedFromList: true;
}
const openedFromList = (state: unknown): state is OpenedFromList =>
  typeof state === "object" && state !== null && (state as Partial<OpenedFromList>).openedFromList === true;

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseReportsState(params: URLSearchParams): ReportsState {
  const range = battingCageReportRanges.find((value) => value === params.get(names.range));
  const session = params.get(names.session);
  return {
    range: range ?? defaultBattingCageReportRange,
    rep: params.get(names.rep) ?? "",
    session: session && sessionIdPattern.test(session) ? session : null,
  };
}

/** The params for a state, keeping whatever else the address holds (the admin section, say). */
export function reportsSearchParams(previous: URLSearchParams, state: ReportsState): URLSearchParams {
  const params = new URLSearchParams(previous);
  const set = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  set(names.range, state.range === defaultBattingCageReportRange ? null : state.range);
  set(names.rep, state.rep || null);
  set(names.session, state.session);
  return params;
}

export interface ReportsUrlState {
  state: ReportsState;
  /** A new range or rep: a history entry of its own, and the open session (if any) closes. */
  filter: (change: Partial<Pick<ReportsState, "range" | "rep">>) => void;
  open: (session: string) => void;
  /** Back to the list: one step back when the session was opened from it, else the list replaces the session. */
  close: () => void;
}

export function useReportsUrlState(): ReportsUrlState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseReportsState(params);
  const fromList = openedFromList(location.state);

  const filter = useCallback<ReportsUrlState["filter"]>(
    (change) =>
      setParams((previous) =>
        reportsSearchParams(previous, { ...parseReportsState(previous), ...change, session: null }),
      ),
    [setParams],
  );
  const open = useCallback<ReportsUrlState["open"]>(
    (session) =>
      setParams((previous) => reportsSearchParams(previous, { ...parseReportsState(previous), session }), {
        state: { openedFromList: true } satisfies OpenedFromList,
      }),
    [setParams],
  );
  const close = useCallback(() => {
    if (fromList) {
      void navigate(-1);
      return;
    }
    setParams((previous) => reportsSearchParams(previous, { ...parseReportsState(previous), session: null }), {
      replace: true,
    });
  }, [fromList, navigate, setParams]);

  return { state, filter, open, close };
}
