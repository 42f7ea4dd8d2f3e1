import { z } from "zod";
import {
  businessTypes,
  customerTypes,
  employeeCountLabels,
  objections,
  payrollProviders,
  personalityTypeNames,
  sampleBusinessNames,
} from "./batting-cage-lists";
import {
  entityIdSchema,
  isoDateTimeSchema,
  loginTokenSessionMinutes,
  multiLineTextSchema,
  oneOfMessage,
  serverDateTimeSchema,
  singleLineTextSchema,
  timeZoneSchema,
  toastDurationMs,
} from "./common";

import { practiceScoreCardSchema, practiceScoreStatuses } from "./batting-cage-scores";

export * from "./batting-cage-lists";
export * from "./batting-cage-messages";

// ---------------------------------------------------------------------------
// Constants (docs/requirements/batting-cage.md#constants) and paths (docs/requirements/batting-cage.md#calls, kept at the root: docs/decisions/0012-product-decisions.md#1-paths-kept-as-first-specified)
// ---------------------------------------------------------------------------

export const battingCageReportRanges = ["today", "this_week", "last_week", "this_month"] as const;
export type BattingCageReportRange = (typeof battingCageReportRanges)[number];
export const battingCageReportRangeLabels: Record<BattingCageReportRange, string> = {
  today: "Today",
  this_week: "This Week",
  last_week: "Last Week",
  this_month: "This Month",
};
export const defaultBattingCageReportRange: BattingCageReportRange = "this_week";

export const battingCageConstants = {
  autosaveIntervalMs: 5000,
  closingFromMinutes: 10,
  noEndBeforeMinutes: 12,
  quoteRotationMs: 5000,
  quoteFadeMs: 500,
  toastDurationMs,
  loginTokenSessionMinutes,
} as const;

export const battingCagePaths = {
  configuration: "/batting_cage_configuration",
  configurations: "/batting_cage_configurations",
  createSession: "/create_session",
  reportData: "/batting_cage_conversations/report_data",
  conversationRoute: "/batting_cage_conversations/:id",
  conversation: (id: string): string => `/batting_cage_conversations/${encodeURIComponent(id)}`,
} as const;

// ---------------------------------------------------------------------------
// Realtime voice (docs/decisions/0012-product-decisions.md#5-realtime-voice-ga-interface-only)
// ---------------------------------------------------------------------------

export const realtimeDataChannelName = "oai-events";
export const realtimeFunctionNames = {
  elapsedMinutes: "elapsed_minutes",
  endConversation: "end_conversation",
} as const;
/** How long the browser waits for session.updated before giving up on the call. */
export const realtimeReadyTimeoutMs = 5000;

/** Event types of the GA interface that the browser and the offline simulator both speak. */
export const realtimeEventTypes = {
  sessionUpdate: "session.update",
  sessionUpdated: "session.updated",
  inputTranscriptionCompleted: "conversation.item.input_audio_transcription.completed",
  outputTranscriptDone: "response.output_audio_transcript.done",
  responseDone: "response.done",
  responseCreate: "response.create",
  conversationItemCreate: "conversation.item.create",
  conversationItemAdded: "conversation.item.added",
  conversationItemDone: "conversation.item.done",
  error: "error",
} as const;

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

export const battingCageRandomizableFields = [
  "customer_type",
  "objection",
  "business_name",
  "employee_count",
  "business_type",
  "payroll_provider",
  "personality_type",
] as const;
export type BattingCageRandomizableField = (typeof battingCageRandomizableFields)[number];

export const battingCageLimits = {
  businessNameMax: 200,
  customInstructionsMax: 4000,
  transcriptTextMax: 20000,
  transcriptEntriesMax: 2000,
  appendEntriesMax: 500,
  instructionsMax: 20000,
  /** Report lists show the most recent conversations of the range; the totals cover all of it. */
  reportConversationsMax: 500,
  /** OpenAI caps a realtime call at 60 minutes; a longer duration is a client bug. */
  durationMsMax: 6 * 60 * 60 * 1000,
} as const;

const objectionMessage = "Objection must be one of the listed objection statements.";

/**
 * A select as sent by a form: one of the values, or empty ("" or null) when not set,
 * in which case a random value is used per session (docs/requirements/batting-cage.md#configuration-randomisation).
 */
function choiceInput<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal("").transform((): null => null), z.null()], { error: message })
    .default(null);
}

export const battingCageConfigurationInputSchema = z.object({
  customer_type: choiceInput(customerTypes, oneOfMessage("Customer type", customerTypes)),
  objection: choiceInput(objections, objectionMessage),
  business_name: singleLineTextSchema
    .trim()
    .max(battingCageLimits.businessNameMax, {
      error: `Business name must be at most ${battingCageLimits.businessNameMax} characters.`,
    })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .default(null),
  employee_count: choiceInput(employeeCountLabels, oneOfMessage("Employee count", employeeCountLabels)),
  business_type: choiceInput(businessTypes, oneOfMessage("Business type", businessTypes)),
  payroll_provider: choiceInput(payrollProviders, oneOfMessage("Payroll provider", payrollProviders)),
  personality_type: choiceInput(personalityTypeNames, oneOfMessage("Personality type", personalityTypeNames)),
  custom_instructions: multiLineTextSchema
    .max(battingCageLimits.customInstructionsMax, {
      error: `Custom instructions must be at most ${battingCageLimits.customInstructionsMax} characters.`,
    })
    .default(""),
  randomize_customer_type: z.boolean().default(false),
  randomize_objection: z.boolean().default(false),
  randomize_business_name: z.boolean().default(false),
  randomize_employee_count: z.boolean().default(false),
  randomize_business_type: z.boolean().default(false),
  randomize_payroll_provider: z.boolean().default(false),
  randomize_personality_type: z.boolean().default(false),
  /** Reps see the scenario only once their call has ended (docs/requirements/batting-cage.md#scenario-visibility). */
  hide_scenario_from_reps: z.boolean().default(false),
});
export type BattingCageConfigurationInput = z.input<typeof battingCageConfigurationInputSchema>;
export type BattingCageConfigurationValues = z.infer<typeof battingCageConfigurationInputSchema>;

/**
 * POST /batting_cage_configurations. The body of docs/requirements/batting-cage.md#configuration also carries user_id and user_full_name:
 * they are accepted for compatibility, but the server records the signed-in user instead.
 */
export const saveBattingCageConfigurationBodySchema = z.object({
  batting_cage_configuration: battingCageConfigurationInputSchema.extend({
    user_id: singleLineTextSchema.max(200).optional(),
    user_full_name: singleLineTextSchema.max(200).optional(),
  }),
});
export type SaveBattingCageConfigurationBody = z.input<typeof saveBattingCageConfigurationBodySchema>;

/**
 * A stored configuration version (GET /batting_cage_configuration and the POST answer).
 * Before the first save the server answers the defaults with id, user and updated_at null.
 */
export const battingCageConfigurationSchema = z.object({
  id: entityIdSchema.nullable(),
  customer_type: z.enum(customerTypes).nullable(),
  objection: z.enum(objections).nullable(),
  business_name: z.string().nullable(),
  employee_count: z.enum(employeeCountLabels).nullable(),
  business_type: z.enum(businessTypes).nullable(),
  payroll_provider: z.enum(payrollProviders).nullable(),
  personality_type: z.enum(personalityTypeNames).nullable(),
  custom_instructions: z.string(),
  randomize_customer_type: z.boolean(),
  randomize_objection: z.boolean(),
  randomize_business_name: z.boolean(),
  randomize_employee_count: z.boolean(),
  randomize_business_type: z.boolean(),
  randomize_payroll_provider: z.boolean(),
  randomize_personality_type: z.boolean(),
  /**
   * When true and the caller is not an admin, the server answers every scenario field empty (null, and
   * no custom instructions): the rep learns the scenario only when the call has ended.
   */
  hide_scenario_from_reps: z.boolean(),
  user_id: z.string().nullable(),
  user_full_name: z.string().nullable(),
  updated_at: serverDateTimeSchema.nullable(),
});
export type BattingCageConfiguration = z.infer<typeof battingCageConfigurationSchema>;

/** The values actually used in one call, randomised fields resolved (docs/decisions/0009-batting-cage-autosave-and-sessions.md). */
export const battingCageResolvedConfigurationSchema = z.object({
  id: entityIdSchema.nullable(),
  customer_type: z.enum(customerTypes),
  objection: z.enum(objections),
  business_name: z.string().trim().min(1).max(battingCageLimits.businessNameMax),
  employee_count: z.enum(employeeCountLabels),
  business_type: z.enum(businessTypes),
  payroll_provider: z.enum(payrollProviders),
  personality_type: z.enum(personalityTypeNames),
  custom_instructions: z.string().max(battingCageLimits.customInstructionsMax),
});
export type BattingCageResolvedConfiguration = z.infer<typeof battingCageResolvedConfigurationSchema>;

/** The same values as a browser sends them (POST /create_session): texts checked like every input. */
export const battingCageResolvedConfigurationInputSchema = battingCageResolvedConfigurationSchema.extend({
  business_name: singleLineTextSchema.trim().min(1).max(battingCageLimits.businessNameMax),
  custom_instructions: multiLineTextSchema.max(battingCageLimits.customInstructionsMax),
});

function pick<T>(values: readonly T[], random: () => number): T {
  const index = Math.min(values.length - 1, Math.max(0, Math.floor(random() * values.length)));
  return values[index] as T;
}

/**
 * Resolves a configuration for one session: a field marked randomize, or left empty, gets a
 * random value; with no configuration at all every field is random (docs/requirements/batting-cage.md#configuration-randomisation).
 * Both the practice page (to show the values) and the server (to fill gaps) need this.
 */
export function resolveBattingCageConfiguration(
  config: Partial<BattingCageConfiguration> | null | undefined,
  random: () => number = Math.random,
): BattingCageResolvedConfiguration {
  const choose = <T extends string>(field: BattingCageRandomizableField, values: readonly T[]): T => {
    const value = config?.[field];
    const randomize = config?.[`randomize_${field}`] === true;
    if (!randomize && typeof value === "string" && value.trim() !== "") return value as T;
    return pick(values, random);
  };
  return {
    id: config?.id ?? null,
    customer_type: choose("customer_type", customerTypes),
    objection: choose("objection", objections),
    business_name: choose("business_name", sampleBusinessNames),
    employee_count: choose("employee_count", employeeCountLabels),
    business_type: choose("business_type", businessTypes),
    payroll_provider: choose("payroll_provider", payrollProviders),
    personality_type: choose("personality_type", personalityTypeNames),
    custom_instructions: config?.custom_instructions ?? "",
  };
}

// ---------------------------------------------------------------------------
// Conversations
// ---------------------------------------------------------------------------

/** abandoned: closed by the server when the browser stopped autosaving (practiceScoring.abandonAfterMs). */
export const conversationStatuses = ["active", "ended", "abandoned"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
export const conversationStatusSchema = z.enum(conversationStatuses, {
  error: oneOfMessage("Status", conversationStatuses),
});
/** What a PATCH may set: only the server abandons a call. */
export const patchableConversationStatuses = ["active", "ended"] as const;
const patchableStatusSchema = z.enum(patchableConversationStatuses, {
  error: oneOfMessage("Status", patchableConversationStatuses),
});

export const transcriptRoles = ["user", "assistant"] as const;
/** A transcript entry as autosave sends it. */
export const transcriptEntrySchema = z.object({
  role: z.enum(transcriptRoles, { error: oneOfMessage("Role", transcriptRoles) }),
  text: multiLineTextSchema.max(battingCageLimits.transcriptTextMax, {
    error: `Transcript text must be at most ${battingCageLimits.transcriptTextMax} characters.`,
  }),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;
/** A stored entry as the server answers it (not re-checked, so older rows still serialise). */
export const storedTranscriptEntrySchema = z.object({ role: z.enum(transcriptRoles), text: z.string() });

export const transcriptSchema = z.array(transcriptEntrySchema).max(battingCageLimits.transcriptEntriesMax);

/** The identity-provider user data a conversation carries (docs/requirements/batting-cage.md#conversation). */
export const conversationUserSchema = z.object({
  user_id: z.string().optional(),
  name: z.object({
    first_name: z.string().max(200).nullable(),
    last_name: z.string().max(200).nullable(),
  }),
  providers: z
    .array(
      z.object({
        provider_type: z.string().max(100),
        profile_picture_url: z.string().max(2048).nullable(),
      }),
    )
    .max(20),
});
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** The user data a browser sends with POST /create_session (informational; the session's is stored). */
export const conversationUserInputSchema = z.object({
  user_id: singleLineTextSchema.max(200).optional(),
  name: z.object({
    first_name: singleLineTextSchema.max(200).nullable(),
    last_name: singleLineTextSchema.max(200).nullable(),
  }),
  providers: z
    .array(
      z.object({
        provider_type: singleLineTextSchema.max(100),
        profile_picture_url: singleLineTextSchema.max(2048).nullable(),
      }),
    )
    .max(20),
});

/**
 * PATCH /batting_cage_conversations/{id}. Autosave sends only the entries the server lacks:
 * append.from_index is the index of the first entry sent, and the server answers 409 conflict
 * when it is past what it holds; re-sending entries it already holds is harmless (docs/decisions/0009-batting-cage-autosave-and-sessions.md).
 * A full {transcript} replaces what is stored. The final patch carries ended_at and duration_ms.
 */
export const conversationPatchBodySchema = z
  .object({
    transcript: transcriptSchema.optional(),
    append: z
      .object({
        from_index: z.int().min(0),
        entries: z.array(transcriptEntrySchema).max(battingCageLimits.appendEntriesMax),
      })
      .optional(),
    ended_at: isoDateTimeSchema.optional(),
    duration_ms: z.int().min(0).max(battingCageLimits.durationMsMax).optional(),
    status: patchableStatusSchema.optional(),
  })
  .refine((body) => body.transcript === undefined || body.append === undefined, {
    error: "Send either transcript or append, not both.",
    path: ["append"],
  });
export type ConversationPatchBody = z.infer<typeof conversationPatchBodySchema>;

/** transcript_length tells the client where its next append starts. */
export const conversationPatchAnswerSchema = z.object({
  id: entityIdSchema,
  status: conversationStatusSchema,
  transcript_length: z.int().min(0),
});
export type ConversationPatchAnswer = z.infer<typeof conversationPatchAnswerSchema>;

/**
 * POST /create_session. The server always builds the customer's instructions from the resolved
 * configuration (the body's instructions are accepted for compatibility and ignored, so a
 * browser cannot steer the customer); user data comes from the session, the body's copy is
 * informational. batting_cage_configuration is what the page shows: the server keeps its
 * random picks where they are valid, so the panel and the call agree.
 */
export const createSessionBodySchema = z.object({
  instructions: multiLineTextSchema.max(battingCageLimits.instructionsMax).optional(),
  user: conversationUserInputSchema.optional(),
  batting_cage_configuration_id: entityIdSchema.nullable().optional(),
  batting_cage_configuration: battingCageResolvedConfigurationInputSchema.optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** realtime.sdp_url is where the browser posts its SDP offer: OpenAI or the simulator (docs/decisions/0012-product-decisions.md#5-realtime-voice-ga-interface-only). */
export const createSessionAnswerSchema = z.object({
  client_secret: z.object({
    value: z.string().min(1),
    expires_at: z.number().int().optional(),
  }),
  conversation_id: entityIdSchema,
  realtime: z.object({
    sdp_url: z.string().min(1),
    model: z.string().min(1),
  }),
  /** The values the call actually uses (randomised fields resolved by the server). */
  batting_cage_configuration: battingCageResolvedConfigurationSchema.optional(),
});
export type CreateSessionAnswer = z.infer<typeof createSessionAnswerSchema>;

export const conversationSummarySchema = z.object({
  id: entityIdSchema,
  status: conversationStatusSchema,
  created_at: serverDateTimeSchema,
  ended_at: serverDateTimeSchema.nullable(),
  duration_ms: z.int().min(0).nullable(),
  user: conversationUserSchema.nullable(),
  /** The practice score's total (null until scored, or when too short or failed) and its status. */
  score: z.number().nullable().optional(),
  score_status: z.enum(practiceScoreStatuses).nullable().optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  transcript: z.array(storedTranscriptEntrySchema),
  batting_cage_configuration: battingCageResolvedConfigurationSchema.nullable(),
  /** null while the call is active (it is scored when it ends or is abandoned). */
  score_card: practiceScoreCardSchema.nullable().optional(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const reportQuerySchema = z.object({
  range: z
    .enum(battingCageReportRanges, { error: oneOfMessage("Range", battingCageReportRanges) })
    .default(defaultBattingCageReportRange),
  tz: timeZoneSchema.optional(),
  /** Only this rep's conversations (their user id). */
  user_id: z.preprocess((value) => (value === "" ? undefined : value), singleLineTextSchema.min(1).max(200).optional()),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** averageDurationMs is null when no session in the range has a duration. */
export const reportDataSchema = z.object({
  totalSessions: z.int().min(0),
  averageDurationMs: z.number().min(0).nullable(),
  conversations: z.array(conversationSummarySchema),
  /** Mean total of the range's scored calls; null when none is scored. */
  averageScore: z.number().nullable().optional(),
  scoredSessions: z.int().min(0).optional(),
  /** Everyone with a call in the range, for the rep filter. */
  reps: z.array(z.object({ user_id: z.string(), user: conversationUserSchema })).optional(),
});
export type ReportData = z.infer<typeof reportDataSchema>;
