import { queryOptions } from "@tanstack/react-query";
import {
  callRecordResponseSchema,
  callRecordUrl,
  scoresResponseSchema,
  scoringPaths,
  type ScoresQuery,
} from "@dugout/contracts/scoring";
import {
  scoringAggregatesPath,
  scoringAggregatesResponseSchema,
  scoringExportPath,
} from "@dugout/contracts/scoring-analytics";
import { callEvidenceResponseSchema, callEvidenceUrl } from "@dugout/contracts/scoring-evidence";
import {
  practiceVsRealPath,
  practiceVsRealResponseSchema,
  type PracticeVsRealQuery,
} from "@dugout/contracts/scoring-practice";
import { api, apiOk, withQuery } from "../../lib/api";

// The parsed shape of the query (no preprocessing left): plain strings and numbers, as a URL carries them.
export type ScoresFilter = Pick<ScoresQuery, "rep" | "from" | "to" | "tz" | "q">;
export type ScoresRequest = ScoresFilter & Pick<ScoresQuery, "page" | "per_page" | "sort" | "dir">;

/** One page of calls (with the reps seen) for a filter, sort and page. */
export const scoresQuery = (request: ScoresRequest) =>
  queryOptions({
    queryKey: ["scoring", "scores", request],
    queryFn: ({ signal }) => apiOk(scoringPaths.scores, { query: request, schema: scoresResponseSchema, signal }),
  });

/** The dashboard's and analytics' figures for a filter. */
export const aggregatesQuery = (filter: ScoresFilter) =>
  queryOptions({
    queryKey: ["scoring", "aggregates", filter],
    queryFn: ({ signal }) =>
      apiOk(scoringAggregatesPath, { query: filter, schema: scoringAggregatesResponseSchema, signal }),
  });

export const exportUrl = (query: Omit<ScoresRequest, "page" | "per_page">): string =>
  withQuery(scoringExportPath, query);

/** One call, for a Call Details dialog opened from the address when the call is not on the page shown. */
export const callRecordQuery = (gongCallId: string) =>
  queryOptions({
    queryKey: ["scoring", "call", gongCallId],
    queryFn: ({ signal }) => apiOk(callRecordUrl(gongCallId), { schema: callRecordResponseSchema, signal }),
  });

/** One call's evidence per category (the Call Details modal loads it when it opens). */
export const callEvidenceQuery = (gongCallId: string) =>
  queryOptions({
    queryKey: ["scoring", "evidence", gongCallId],
    queryFn: ({ signal }) => api(callEvidenceUrl(gongCallId), { schema: callEvidenceResponseSchema, signal }),
  });

/** Per rep, practice-call means beside real-call means for the filter's rep and days (the search does not apply). */
export const practiceVsRealQuery = (filter: PracticeVsRealQuery) =>
  queryOptions({
    queryKey: ["scoring", "practice-vs-real", filter],
    queryFn: ({ signal }) => apiOk(practiceVsRealPath, { query: filter, schema: practiceVsRealResponseSchema, signal }),
  });
