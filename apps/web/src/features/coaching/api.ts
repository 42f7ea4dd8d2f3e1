import { queryOptions } from "@tanstack/react-query";
import {
  carryOverResponseSchema,
  coachingPaths,
  coachingRepsResponseSchema,
  scenarioDraftResponseSchema,
} from "@dugout/contracts/coaching";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import { api } from "../../lib/api";

/** The key prefix of every coaching query. */
export const coachingQueryKey = ["coaching"] as const;

/** Reps with scored real calls, for the pickers. */
export const coachingRepsQuery = () =>
  queryOptions({
    queryKey: [...coachingQueryKey, "reps"],
    queryFn: ({ signal }) => api(coachingPaths.reps, { schema: coachingRepsResponseSchema, signal }),
  });

export interface ScenarioDraftRequest {
  user_id: string;
  from: string;
  to: string;
  tz: string;
}

/** A scenario drafted from a rep's real calls in a period. */
export const scenarioDraftQuery = (request: ScenarioDraftRequest) =>
  queryOptions({
    queryKey: [...coachingQueryKey, "scenario-draft", request],
    queryFn: ({ signal }) =>
      api(coachingPaths.scenarioDraft, { query: { ...request }, schema: scenarioDraftResponseSchema, signal }),
    // A draft is read once and edited elsewhere: refetching would draw its random fields anew under the reader.
    staleTime: Infinity,
  });

export interface CarryOverRequest {
  user_id: string;
  categories: readonly ScoreCategoryKey[];
  since: string;
  tz: string;
}

/** Practice and real-call scores by week around an assignment's start. */
export const carryOverQuery = (request: CarryOverRequest) =>
  queryOptions({
    queryKey: [...coachingQueryKey, "carry-over", request],
    queryFn: ({ signal }) =>
      api(coachingPaths.carryOver, {
        query: { ...request, categories: request.categories.join(",") },
        schema: carryOverResponseSchema,
        signal,
      }),
  });
