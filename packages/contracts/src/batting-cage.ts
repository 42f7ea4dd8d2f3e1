import { z } from "zod/mini";
import {
  battingCageLimits,
  battingCageResolvedConfigurationInputSchema,
  battingCageResolvedConfigurationSchema,
} from "./batting-cage-configuration";
import { entityIdSchema, multiLineTextSchema, oneOfMessage, preprocess, singleLineTextSchema } from "./text";
import { loginTokenSessionMinutes } from "./login-token";
import { isoDateTimeSchema, serverDateTimeSchema, timeZoneSchema } from "./time";
import { toastDurationMs } from "./pages";

import { conversationScenarioSchema, practiceScoreCardSchema, practiceScoreStatuses } from "./batting-cage-scores";
import { quoteTimings } from "./batting-cage-splash";

export * from "./batting-cage-configuration";
export * from "./batting-cage-lists";
export * from "./batting-cage-messages";
export * from "./batting-cage-splash";

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
  ...quoteTimings,
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
  text: multiLineTextSchema.check(
    z.maxLength(battingCageLimits.transcriptTextMax, {
      error: `Transcript text must be at most ${battingCageLimits.transcriptTextMax} characters.`,
    }),
  ),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;
/** A stored entry as the server answers it (not re-checked, so older rows still serialise). */
export const storedTranscriptEntrySchema = z.object({ role: z.enum(transcriptRoles), text: z.string() });

export const transcriptSchema = z
  .array(transcriptEntrySchema)
  .check(z.maxLength(battingCageLimits.transcriptEntriesMax));

/** The identity-provider user data a conversation carries (docs/requirements/batting-cage.md#conversation). */
export const conversationUserSchema = z.object({
  user_id: z.optional(z.string()),
  name: z.object({
    first_name: z.nullable(z.string().check(z.maxLength(200))),
    last_name: z.nullable(z.string().check(z.maxLength(200))),
  }),
  providers: z
    .array(
      z.object({
        provider_type: z.string().check(z.maxLength(100)),
        profile_picture_url: z.nullable(z.string().check(z.maxLength(2048))),
      }),
    )
    .check(z.maxLength(20)),
});
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** The user data a browser sends with POST /create_session (informational; the session's is stored). */
export const conversationUserInputSchema = z.object({
  user_id: z.optional(singleLineTextSchema.check(z.maxLength(200))),
  name: z.object({
    first_name: z.nullable(singleLineTextSchema.check(z.maxLength(200))),
    last_name: z.nullable(singleLineTextSchema.check(z.maxLength(200))),
  }),
  providers: z
    .array(
      z.object({
        provider_type: singleLineTextSchema.check(z.maxLength(100)),
        profile_picture_url: z.nullable(singleLineTextSchema.check(z.maxLength(2048))),
      }),
    )
    .check(z.maxLength(20)),
});

/**
 * PATCH /batting_cage_conversations/{id}. Autosave sends only the entries the server lacks:
 * append.from_index is the index of the first entry sent, and the server answers 409 conflict
 * when it is past what it holds; re-sending entries it already holds is harmless (docs/decisions/0009-batting-cage-autosave-and-sessions.md).
 * A full {transcript} replaces what is stored. The final patch carries ended_at and duration_ms.
 */
export const conversationPatchBodySchema = z
  .object({
    transcript: z.optional(transcriptSchema),
    append: z.optional(
      z.object({
        from_index: z.int().check(z.gte(0)),
        entries: z.array(transcriptEntrySchema).check(z.maxLength(battingCageLimits.appendEntriesMax)),
      }),
    ),
    ended_at: z.optional(isoDateTimeSchema),
    duration_ms: z.optional(z.int().check(z.gte(0), z.lte(battingCageLimits.durationMsMax))),
    status: z.optional(patchableStatusSchema),
  })
  .check(
    z.refine((body) => body.transcript === undefined || body.append === undefined, {
      error: "Send either transcript or append, not both.",
      path: ["append"],
    }),
  );
export type ConversationPatchBody = z.infer<typeof conversationPatchBodySchema>;

/** transcript_length tells the client where its next append starts. */
export const conversationPatchAnswerSchema = z.object({
  id: entityIdSchema,
  status: conversationStatusSchema,
  transcript_length: z.int().check(z.gte(0)),
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
  instructions: z.optional(multiLineTextSchema.check(z.maxLength(battingCageLimits.instructionsMax))),
  user: z.optional(conversationUserInputSchema),
  batting_cage_configuration_id: z.optional(z.nullable(entityIdSchema)),
  batting_cage_configuration: z.optional(battingCageResolvedConfigurationInputSchema),
  /**
   * The scenario to run (its current version). Without it, nor a configuration id: the scenario of the caller's
   * one open assignment, else the default scenario (docs/requirements/batting-cage.md#scenarios).
   */
  scenario_id: z.optional(z.nullable(entityIdSchema)),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** realtime.sdp_url is where the browser posts its SDP offer: OpenAI or the simulator (docs/decisions/0012-product-decisions.md#5-realtime-voice-ga-interface-only). */
export const createSessionAnswerSchema = z.object({
  client_secret: z.object({
    value: z.string().check(z.minLength(1)),
    expires_at: z.optional(z.number().check(z.int())),
  }),
  conversation_id: entityIdSchema,
  realtime: z.object({
    sdp_url: z.string().check(z.minLength(1)),
    model: z.string().check(z.minLength(1)),
    /** STUN/TURN servers for the browser's RTCPeerConnection (REALTIME_ICE_SERVERS); absent when none are configured. */
    ice_servers: z.optional(
      z.array(
        z.object({
          urls: z.array(z.string().check(z.minLength(1))),
          username: z.optional(z.string()),
          credential: z.optional(z.string()),
        }),
      ),
    ),
  }),
  /** The values the call actually uses (randomised fields resolved by the server). */
  batting_cage_configuration: z.optional(battingCageResolvedConfigurationSchema),
});
export type CreateSessionAnswer = z.infer<typeof createSessionAnswerSchema>;

export const conversationSummarySchema = z.object({
  id: entityIdSchema,
  status: conversationStatusSchema,
  created_at: serverDateTimeSchema,
  ended_at: z.nullable(serverDateTimeSchema),
  duration_ms: z.nullable(z.int().check(z.gte(0))),
  user: z.nullable(conversationUserSchema),
  /** The practice score's total (null until scored, or when too short or failed) and its status. */
  score: z.optional(z.nullable(z.number())),
  score_status: z.optional(z.nullable(z.enum(practiceScoreStatuses))),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = z.extend(conversationSummarySchema, {
  transcript: z.array(storedTranscriptEntrySchema),
  batting_cage_configuration: z.nullable(battingCageResolvedConfigurationSchema),
  /** null while the call is active (it is scored when it ends or is abandoned). */
  score_card: z.optional(z.nullable(practiceScoreCardSchema)),
  /** The scenario the call ran and the categories it aimed at (null for a call whose scenario is gone). */
  scenario: z.optional(z.nullable(conversationScenarioSchema)),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const reportQuerySchema = z.object({
  range: z._default(
    z.enum(battingCageReportRanges, { error: oneOfMessage("Range", battingCageReportRanges) }),
    defaultBattingCageReportRange,
  ),
  tz: z.optional(timeZoneSchema),
  /** Only this rep's conversations (their user id, a UUID; empty means every rep). */
  user_id: preprocess((value) => (value === "" ? undefined : value), z.optional(entityIdSchema)),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** averageDurationMs is null when no session in the range has a duration. */
export const reportDataSchema = z.object({
  totalSessions: z.int().check(z.gte(0)),
  averageDurationMs: z.nullable(z.number().check(z.gte(0))),
  conversations: z.array(conversationSummarySchema),
  /** Mean total of the range's scored calls; null when none is scored. */
  averageScore: z.optional(z.nullable(z.number())),
  scoredSessions: z.optional(z.int().check(z.gte(0))),
  /** Everyone with a call in the range, for the rep filter. */
  reps: z.optional(z.array(z.object({ user_id: z.string(), user: conversationUserSchema }))),
});
export type ReportData = z.infer<typeof reportDataSchema>;
