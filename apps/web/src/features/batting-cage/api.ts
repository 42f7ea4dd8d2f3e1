import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import {
  battingCageConfigurationSchema,
  battingCagePaths,
  conversationDetailSchema,
  conversationPatchAnswerSchema,
  createSessionAnswerSchema,
  reportDataSchema,
  type BattingCageConfiguration,
  type BattingCageConfigurationValues,
  type BattingCageReportRange,
  type ConversationPatchAnswer,
  type ConversationPatchBody,
  type CreateSessionAnswer,
  type CreateSessionBody,
} from "@dugout/contracts/batting-cage";
import { practiceHistoryPath, practiceHistorySchema } from "@dugout/contracts/batting-cage-scores";
import { api } from "../../lib/api";

/** The first part of every query key of this feature. */
const featureKey = "batting-cage";

/** How often a conversation whose score is still being worked out is asked again. */
export const scorePollMs = 1000;

/** The stored configuration (the defaults before the first save); saving replaces it in the cache. */
export const configurationQuery = () =>
  queryOptions({
    queryKey: ["batting-cage", "configuration"],
    queryFn: ({ signal }) => api(battingCagePaths.configuration, { schema: battingCageConfigurationSchema, signal }),
  });

export const saveConfiguration = (values: BattingCageConfigurationValues): Promise<BattingCageConfiguration> =>
  api(battingCagePaths.configurations, {
    method: "POST",
    body: { batting_cage_configuration: values },
    schema: battingCageConfigurationSchema,
  });

/** One range's report in the viewer's zone; `userId` keeps one rep's calls ("" for everyone). */
export const reportQuery = (range: BattingCageReportRange, timeZone: string, userId = "") =>
  queryOptions({
    queryKey: ["batting-cage", "report", range, timeZone, userId],
    queryFn: ({ signal }) =>
      api(battingCagePaths.reportData, {
        query: { range, tz: timeZone, user_id: userId || undefined },
        schema: reportDataSchema,
        signal,
      }),
  });

/**
 * One conversation with its transcript, scenario and score card. While an ended call's score is owed
 * (pending, or not there yet) it is asked again every scorePollMs, so the card appears as soon as it is ready.
 */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [featureKey, "conversation", id],
    queryFn: ({ signal }) => api(battingCagePaths.conversation(id), { schema: conversationDetailSchema, signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      const owed = data && data.status !== "active" && (!data.score_card || data.score_card.status === "pending");
      return owed ? scorePollMs : false;
    },
  });

/** The signed-in rep's own practice calls, newest first. */
export const practiceHistoryQuery = () =>
  queryOptions({
    queryKey: [featureKey, "history"],
    queryFn: ({ signal }) => api(practiceHistoryPath, { schema: practiceHistorySchema, signal }),
  });

/** Not parsed by the api() helper: a missing conversation_id has its own message (docs/requirements/batting-cage.md#messages). */
export const createSession = async (body: CreateSessionBody): Promise<unknown> =>
  api(battingCagePaths.createSession, { method: "POST", body });

/** The answer's conversation id alone, or null: without one the call cannot be tracked (its own message). */
export const conversationIdOf = (answer: unknown): string | null => {
  const parsed = z.pick(createSessionAnswerSchema, { conversation_id: true }).safeParse(answer);
  return parsed.success ? parsed.data.conversation_id : null;
};

export const parseCreateSessionAnswer = (answer: unknown): CreateSessionAnswer | null => {
  const parsed = createSessionAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
};

export const patchConversation = (id: string, body: ConversationPatchBody): Promise<ConversationPatchAnswer> =>
  api(battingCagePaths.conversation(id), { method: "PATCH", body, schema: conversationPatchAnswerSchema });
