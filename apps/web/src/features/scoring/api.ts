import { fetchFailedMessage } from "@dugout/contracts/common";
import {
  scoresResponseSchema,
  scoringPaths,
  type ScoresQueryInput,
  type ScoresResponse,
} from "@dugout/contracts/scoring";
import {
  scoringAggregatesPath,
  scoringAggregatesResponseSchema,
  scoringExportPath,
  type ScoringAggregates,
} from "@dugout/contracts/scoring-analytics";
import type { z } from "zod";
import { api, ApiError, withQuery } from "../../lib/api";

export type ScoresFilter = Pick<ScoresQueryInput, "rep" | "from" | "to" | "tz" | "q">;
export type ScoresRequest = ScoresFilter & Pick<ScoresQueryInput, "page" | "per_page" | "sort" | "dir">;

const asQuery = (query: object) => query as Record<string, string | number | undefined>;

/**
 * docs/requirements/scoring-champ.md#messages: an HTTP failure carries the server's message (or "HTTP error! status: N",
 * which api() produces); a body whose status is not "ok" yields its message or "Failed to fetch data".
 */
async function fetchOk<T>(path: string, query: object, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const body = await api<unknown>(path, { query: asQuery(query), ...(signal ? { signal } : {}) });
  const envelope = body as { status?: unknown; message?: unknown } | null;
  if (!envelope || envelope.status !== "ok") {
    throw new ApiError(
      200,
      "bad_status",
      typeof envelope?.message === "string" && envelope.message ? envelope.message : fetchFailedMessage,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, "invalid_response", fetchFailedMessage);
  return parsed.data;
}

export const fetchScores = (query: ScoresRequest, signal?: AbortSignal): Promise<ScoresResponse> =>
  fetchOk(scoringPaths.scores, query, scoresResponseSchema, signal);

export const fetchAggregates = (filter: ScoresFilter, signal?: AbortSignal): Promise<ScoringAggregates> =>
  fetchOk(scoringAggregatesPath, filter, scoringAggregatesResponseSchema, signal);

export const exportUrl = (query: Omit<ScoresRequest, "page" | "per_page">): string =>
  withQuery(scoringExportPath, asQuery(query));
