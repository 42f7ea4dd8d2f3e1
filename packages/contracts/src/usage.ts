import { z } from "zod/mini";
import { fetchFailedMessage } from "./errors";
import { entityIdSchema, singleLineTextSchema } from "./text";
import { isoDateSchema, isoDateTimeSchema, timeZoneSchema } from "./time";
import { defaultAgentName } from "./pages";

export const defaultAgentDisplayName = "Eugene";

export const usageConstants = {
  defaultWindowDays: 30,
} as const;

export const usagePaths = {
  stats: (agent: string = defaultAgentName): string => `/api/${agent}_data/stats`,
  responses: (agent: string = defaultAgentName): string => `/api/agents/${encodeURIComponent(agent)}/responses`,
} as const;

/**
 * GET /api/{agent}_data/stats. Both dates are optional so that the server can default to the
 * last 30 days; YYYY-MM-DD compares correctly as text, so no Date parsing is needed.
 */
export const usageStatsQuerySchema = z
  .object({
    start_date: z.optional(isoDateSchema),
    end_date: z.optional(isoDateSchema),
    /** The viewer's zone: the days are counted in it (docs/decisions/0007-scoring-and-usage-data.md); UTC when absent. */
    tz: z.optional(timeZoneSchema),
  })
  .check(
    z.refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
      error: "Start date must not be after end date.",
      path: ["start_date"],
    }),
  );
export type UsageStatsQuery = z.infer<typeof usageStatsQuerySchema>;

export const usageStatRowSchema = z.object({
  user_email: z.string(),
  count: z.int().check(z.gte(0)),
});
export type UsageStatRow = z.infer<typeof usageStatRowSchema>;

/** Rows come sorted by count, highest first (docs/requirements/agent-usage.md#usage-statistics). */
export const usageStatsResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(usageStatRowSchema),
  message: z.string(),
});
export type UsageStatsResponse = z.infer<typeof usageStatsResponseSchema>;

/**
 * POST /api/agents/{agent}/responses: how an agent reports one response it gave.
 * external_id makes the call idempotent: a repeated id is counted once.
 */
export const agentResponseBodySchema = z.object({
  user_email: z.pipe(singleLineTextSchema.check(z.maxLength(254)), z.email({ error: "Invalid email address" })),
  responded_at: z.optional(isoDateTimeSchema),
  external_id: z.optional(singleLineTextSchema.check(z.minLength(1), z.maxLength(200))),
});
export type AgentResponseBody = z.infer<typeof agentResponseBodySchema>;

/** created is false when external_id had already been recorded. */
export const agentResponseAnswerSchema = z.object({
  id: entityIdSchema,
  created: z.boolean(),
});
export type AgentResponseAnswer = z.infer<typeof agentResponseAnswerSchema>;

export const usageLabels = {
  title: (agent: string = defaultAgentDisplayName): string => `${agent} Usage Statistics`,
  signedOutTitle: (agent: string = defaultAgentDisplayName): string => `${agent} Data Access`,
  startDate: "Start Date",
  endDate: "End Date",
  columnUserEmail: "User Email",
  columnResponseCount: "Response Count",
} as const;

export const usageMessages = {
  loading: "Loading statistics...",
  error: (message: string): string => `Error: ${message}`,
  noData: "No data available for the selected period.",
  /** Dates typed in the wrong order: said on the page, and nothing is fetched until they are put right. */
  datesOutOfOrder: "The start date must be on or before the end date.",
  fetchFailed: fetchFailedMessage,
} as const;
