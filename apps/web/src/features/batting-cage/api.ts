import {
  battingCageConfigurationSchema,
  battingCagePaths,
  conversationDetailSchema,
  conversationPatchAnswerSchema,
  createSessionAnswerSchema,
  reportDataSchema,
  type BattingCageConfiguration,
  type BattingCageConfigurationInput,
  type BattingCageReportRange,
  type ConversationDetail,
  type ConversationPatchAnswer,
  type ConversationPatchBody,
  type CreateSessionAnswer,
  type CreateSessionBody,
  type ReportData,
} from "@dugout/contracts/batting-cage";
import { api } from "../../lib/api";

export const battingCageKeys = {
  configuration: ["batting-cage", "configuration"] as const,
  report: (range: BattingCageReportRange, timeZone: string) => ["batting-cage", "report", range, timeZone] as const,
  conversation: (id: string) => ["batting-cage", "conversation", id] as const,
};

export const fetchConfiguration = (signal?: AbortSignal): Promise<BattingCageConfiguration> =>
  api(battingCagePaths.configuration, { schema: battingCageConfigurationSchema, ...(signal ? { signal } : {}) });

export const saveConfiguration = (values: BattingCageConfigurationInput): Promise<BattingCageConfiguration> =>
  api(battingCagePaths.configurations, {
    method: "POST",
    body: { batting_cage_configuration: values },
    schema: battingCageConfigurationSchema,
  });

export const fetchReport = (
  range: BattingCageReportRange,
  timeZone: string,
  signal?: AbortSignal,
): Promise<ReportData> =>
  api(battingCagePaths.reportData, {
    query: { range, tz: timeZone },
    schema: reportDataSchema,
    ...(signal ? { signal } : {}),
  });

export const fetchConversation = (id: string, signal?: AbortSignal): Promise<ConversationDetail> =>
  api(battingCagePaths.conversation(id), { schema: conversationDetailSchema, ...(signal ? { signal } : {}) });

/** Not parsed by the api() helper: a missing conversation_id has its own message (spec 01 section 8). */
export const createSession = async (body: CreateSessionBody): Promise<unknown> =>
  api(battingCagePaths.createSession, { method: "POST", body });

export const parseCreateSessionAnswer = (answer: unknown): CreateSessionAnswer | null => {
  const parsed = createSessionAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
};

export const patchConversation = (id: string, body: ConversationPatchBody): Promise<ConversationPatchAnswer> =>
  api(battingCagePaths.conversation(id), { method: "PATCH", body, schema: conversationPatchAnswerSchema });
