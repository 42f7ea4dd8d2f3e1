import {
  battingCageRandomizableFields,
  resolveBattingCageConfiguration,
  sampleBusinessNames,
  type BattingCageConfiguration,
  type BattingCageResolvedConfiguration,
  type ConversationUser,
  type CreateSessionAnswer,
  type CreateSessionBody,
} from "@dugout/contracts/batting-cage";
import type { Db } from "@dugout/db";
import type { SessionUser } from "../../auth";
import { AppError, badRequest } from "../../errors";
import { coachingLoopLabels } from "@dugout/contracts/practice-scenarios";
import { myAssignments } from "./assignment-repository";
import { configurationRowById, defaultScenarioId, latestConfiguration, toApi } from "./configuration-repository";
import { deleteConversation, insertConversation } from "./conversation-repository";
import { scenarioRow } from "./scenario-repository";
import { buildCustomerInstructions } from "./instructions";

/** The part of the realtime provider this module needs (integrations/realtime/port.ts). */
export interface RealtimeSessions {
  createSession(request: {
    conversationId: string;
    instructions: string;
    persona: BattingCageResolvedConfiguration;
  }): Promise<{
    client_secret: { value: string; expires_at?: number };
    sdp_url: string;
    model: string;
    ice_servers?: { urls: string[]; username?: string; credential?: string }[];
  }>;
}

/**
 * The values used in one call. Fields the admin fixed always come from the stored version.
 * For random fields the server takes the value the practice page already shows, when it is
 * one the lists allow (business names from the sample list only: they reach the instructions),
 * so the panel and the call agree; otherwise it draws one itself.
 */
export function resolveForSession(
  stored: BattingCageConfiguration | null,
  shown: BattingCageResolvedConfiguration | undefined,
  random: () => number = Math.random,
): BattingCageResolvedConfiguration {
  const drawn = resolveBattingCageConfiguration(stored, random);
  if (!shown) return drawn;
  const resolved = { ...drawn };
  for (const field of battingCageRandomizableFields) {
    const fixed = stored !== null && !stored[`randomize_${field}`] && (stored[field] ?? "").trim() !== "";
    if (fixed) continue;
    if (field === "business_name" && !(sampleBusinessNames as readonly string[]).includes(shown.business_name))
      continue;
    Object.assign(resolved, { [field]: shown[field] });
  }
  return resolved;
}

/** The identity-provider user data a conversation keeps (docs/requirements/batting-cage.md#conversation), from the session. */
export function conversationUserOf(user: SessionUser): ConversationUser {
  return {
    user_id: user.id,
    name: { first_name: user.firstName || null, last_name: user.lastName || null },
    providers: user.image ? [{ provider_type: "profile", profile_picture_url: user.image }] : [],
  };
}

/**
 * Which scenario, and which version of it, a call runs (docs/requirements/batting-cage.md#scenarios): the version
 * the page loaded (batting_cage_configuration_id), else the current version of the scenario asked for
 * (scenario_id), else that of the caller's one open assignment (goal not met), else the default scenario's. An
 * archived scenario starts no call. `stored` is null for the default scenario before its first save.
 */
export async function chooseVersion(
  db: Db,
  userId: string,
  body: CreateSessionBody,
  now: Date,
): Promise<{ stored: BattingCageConfiguration | null; scenarioId: string }> {
  const requestedId = body.batting_cage_configuration_id ?? null;
  if (requestedId) {
    const row = await configurationRowById(db, requestedId);
    if (!row) throw badRequest("The configuration this page loaded no longer exists. Reload the page.");
    const scenarioId = row.scenarioId ?? (await defaultScenarioId(db));
    if ((await scenarioRow(db, scenarioId))?.archivedAt) throw badRequest(coachingLoopLabels.archivedScenario);
    return { stored: toApi(row), scenarioId };
  }
  let scenarioId = body.scenario_id ?? null;
  if (scenarioId) {
    const scenario = await scenarioRow(db, scenarioId);
    if (!scenario) throw badRequest("The chosen scenario does not exist.");
    if (scenario.archivedAt) throw badRequest(coachingLoopLabels.archivedScenario);
  } else {
    const open = (await myAssignments(db, userId, now)).filter((assignment) => assignment.status !== "met");
    const only = open.length === 1 ? open[0] : undefined;
    const assigned = only ? await scenarioRow(db, only.scenario.id) : null;
    scenarioId = assigned && !assigned.archivedAt ? assigned.id : await defaultScenarioId(db);
  }
  return { stored: await latestConfiguration(db, scenarioId), scenarioId };
}

/**
 * POST /create_session: resolves the configuration, creates the conversation, then asks the
 * realtime provider for a client secret. A provider failure removes the conversation again so
 * the reports do not fill with calls that never started.
 */
export async function createPracticeSession(
  db: Db,
  realtime: RealtimeSessions,
  user: SessionUser,
  body: CreateSessionBody,
  logProviderError: (error: unknown) => void = () => undefined,
  now: Date = new Date(),
): Promise<CreateSessionAnswer> {
  const { stored, scenarioId } = await chooseVersion(db, user.id, body, now);
  // A rep who may not see the scenario yet is not told what the call uses (the server draws the random fields).
  const hidden = stored?.hide_scenario_from_reps === true && user.role !== "admin";
  const shown = hidden ? undefined : body.batting_cage_configuration;
  const resolved = { ...resolveForSession(stored, shown), id: stored?.id ?? null };
  const conversationId = await insertConversation(db, {
    userId: user.id,
    userData: conversationUserOf(user),
    configurationId: resolved.id,
    scenarioId,
    configuration: resolved,
  });
  try {
    const session = await realtime.createSession({
      conversationId,
      instructions: buildCustomerInstructions(resolved),
      persona: resolved,
    });
    return {
      client_secret: session.client_secret,
      conversation_id: conversationId,
      realtime: {
        sdp_url: session.sdp_url,
        model: session.model,
        ...(session.ice_servers?.length ? { ice_servers: session.ice_servers } : {}),
      },
      ...(hidden ? {} : { batting_cage_configuration: resolved }),
    };
  } catch (error) {
    await deleteConversation(db, conversationId);
    if (error instanceof AppError) throw error;
    logProviderError(error);
    throw new AppError("unavailable", "The voice service could not start a session. Please try again in a moment.");
  }
}
