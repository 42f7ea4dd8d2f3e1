import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod/mini";
import {
  dreamTeamDataResponseSchema,
  dreamTeamMessages,
  dreamTeamPaths,
  raviResponseSchema,
  raviTestResponseSchema,
} from "@dugout/contracts/dream-team";
import { api, ApiError } from "../../lib/api";

/** docs/requirements/dream-team.md#messages: a failed Dream Team or RAVI fetch is held as "HTTP error! status: {code}". */
async function fetchDreamTeam<T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await api(path, { schema, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new Error(dreamTeamMessages.httpError(error.status));
    throw error;
  }
}

export const dreamTeamDataQuery = () =>
  queryOptions({
    queryKey: ["dream-team", "data"],
    queryFn: ({ signal }) => fetchDreamTeam(dreamTeamPaths.data, dreamTeamDataResponseSchema, signal),
  });

/** RAVI's profile: fetched and held, not displayed (the debug lines report on it). */
export const raviProfileQuery = () =>
  queryOptions({
    queryKey: ["dream-team", "ravi"],
    queryFn: ({ signal }) => fetchDreamTeam(dreamTeamPaths.ravi, raviResponseSchema, signal),
  });

export const runRaviTest = () => fetchDreamTeam(dreamTeamPaths.raviTest, raviTestResponseSchema);
