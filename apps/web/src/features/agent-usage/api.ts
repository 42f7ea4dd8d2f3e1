import { queryOptions } from "@tanstack/react-query";
import { usagePaths, usageStatsResponseSchema } from "@dugout/contracts/usage";
import { apiOk } from "../../lib/api";
import { viewerTimeZone } from "../../lib/time";

/** Responses per user between two days (in the viewer's zone), most first. */
export const usageStatsQuery = (agent: string, start: string, end: string) =>
  queryOptions({
    queryKey: ["usage", agent, start, end],
    queryFn: async ({ signal }) => {
      const answer = await apiOk(usagePaths.stats(agent), {
        query: { start_date: start, end_date: end, tz: viewerTimeZone() },
        schema: usageStatsResponseSchema,
        signal,
      });
      return [...answer.data].sort((a, b) => b.count - a.count);
    },
  });
