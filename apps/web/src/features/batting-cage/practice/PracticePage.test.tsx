import { defined } from "@dugout/contracts/defined";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod/mini";
import {
  battingCageConfigurationSchema,
  battingCageExampleCustomer,
  battingCagePaths,
  conversationDetailSchema,
  conversationPatchAnswerSchema,
  conversationPatchBodySchema,
  createSessionAnswerSchema,
  unsavedBattingCageConfiguration,
} from "@dugout/contracts/batting-cage";
import {
  practiceHistoryPath,
  practiceHistorySchema,
  practiceScoreMessages,
  type PracticeScoreCard,
} from "@dugout/contracts/batting-cage-scores";
import { scoreCardCategories } from "@dugout/contracts/scoring-evidence";
import {
  assignmentPaths,
  myAssignmentsSchema,
  scenarioListSchema,
  scenarioPaths,
  type scenarioSchema,
} from "@dugout/contracts/practice-scenarios";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation, type Location } from "react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionUser } from "../../../lib/session";
import { apiError, installFakeBackend, offContract, ok, type FakeBackend } from "../../../test/fake-backend";
import type { TranscriptLine, VoiceSessionOptions } from "../voice/VoiceSession";
import { PracticePage } from "./PracticePage";
import type { VoiceCall } from "./use-practice-call";

const conversationId = "11111111-1111-4111-8111-111111111111";
const configuration: z.input<typeof battingCageConfigurationSchema> = {
  ...unsavedBattingCageConfiguration,
  ...battingCageExampleCustomer,
  id: "22222222-2222-4222-8222-222222222222",
  personality_type: "Skeptical",
  user_id: "admin",
  user_full_name: "Ada Admin",
  updated_at: "2026-03-01T10:00:00.000Z",
};
const defaultScenario: z.input<typeof scenarioSchema> = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "Default scenario",
  difficulty: "medium",
  categories: ["objection_probing_score", "objection_responding_score"],
  configuration,
  is_default: true,
  versions: 1,
  archived_at: null,
  created_at: "2026-01-01T10:00:00.000Z",
};
const user: SessionUser = {
  id: "u1",
  email: "rep@example.com",
  name: "Rita Rep",
  first_name: "Rita",
  last_name: "Rep",
  phone_number: null,
  image: null,
  providers: ["email"],
  trusted_metadata: { role: null },
};

let backend: FakeBackend;
/** The bodies of the conversation's autosaves and final save, in order. */
const patches = () =>
  backend
    .requestsTo(battingCagePaths.conversation(conversationId), "PATCH")
    .map((request) => conversationPatchBodySchema.parse(request.body));

const sessionStarted = (answer: Partial<z.input<typeof createSessionAnswerSchema>> = {}) =>
  ok({
    client_secret: { value: "ek_test", expires_at: 1 },
    conversation_id: conversationId,
    realtime: { sdp_url: "/realtime/calls", model: "sim" },
    ...answer,
  });

/** A stand-in for VoiceSession: the test drives the transcript and the end of the call. */
class FakeVoice implements VoiceCall {
  static last: FakeVoice | null = null;
  sent: string[] = [];
  hungUp = false;
  lines: TranscriptLine[] = [];
  constructor(readonly options: VoiceSessionOptions) {
    FakeVoice.last = this;
  }
  start = vi.fn(async () => undefined);
  sendText(text: string) {
    this.sent.push(text);
    this.emit([...this.lines, { id: `u${this.lines.length}`, role: "user", text }]);
  }
  hangUp() {
    this.hungUp = true;
  }
  emit(lines: TranscriptLine[]) {
    this.lines = lines;
    act(() => this.options.onTranscript(lines));
  }
}

/** Where the page has navigated to (its search params: the open call). */
const router: { location?: Location } = {};
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    router.location = location;
  });
  return null;
}

function renderPage(props: { user?: SessionUser | null; failStart?: string; url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <PracticePage
      user={props.user === undefined ? user : props.user}
      createVoiceCall={(options) => {
        const voice = new FakeVoice(options);
        if (props.failStart) voice.start.mockRejectedValue(new Error(props.failStart));
        return voice;
      }}
      autosaveTiming={{ intervalMs: 50, baseBackoffMs: 1 }}
    />
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[props.url ?? "/batting_cage"]}>
        <Routes>
          <Route path="/batting_cage" element={page} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  FakeVoice.last = null;
  backend = installFakeBackend()
    .on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () => ok(configuration))
    .on("POST", battingCagePaths.createSession, createSessionAnswerSchema, () => sessionStarted())
    .on("PATCH", battingCagePaths.conversationRoute, conversationPatchAnswerSchema, (request) => {
      const body = conversationPatchBodySchema.parse(request.body);
      const length = (body.append?.from_index ?? 0) + (body.append?.entries.length ?? 0);
      return ok({ id: conversationId, status: body.ended_at ? "ended" : "active", transcript_length: length });
    })
    .on("GET", battingCagePaths.conversationRoute, conversationDetailSchema, () => ok(endedCall()))
    .on("GET", practiceHistoryPath, practiceHistorySchema, () => ok({ user_id: "u1", conversations: [] }))
    .on("GET", scenarioPaths.list, scenarioListSchema, () => ok({ scenarios: [defaultScenario] }))
    .on("GET", assignmentPaths.mine, myAssignmentsSchema, () => ok({ assignments: [] }));
});

/**
 * Answers the conversation detail with `detail`. The history's path also matches the detail's `:id`
 * pattern, and a later route wins, so the history route is registered again after it.
 */
function answerConversation(
  detail: () => z.input<typeof conversationDetailSchema>,
  history: z.input<typeof practiceHistorySchema> = { user_id: "u1", conversations: [] },
) {
  backend
    .on("GET", battingCagePaths.conversationRoute, conversationDetailSchema, () => ok(detail()))
    .on("GET", practiceHistoryPath, practiceHistorySchema, () => ok(history));
}

/** The conversation as the server answers it after the call (its score card still owed by default). */
function endedCall(
  overrides: Partial<z.input<typeof conversationDetailSchema>> = {},
): z.input<typeof conversationDetailSchema> {
  return {
    id: conversationId,
    status: "ended",
    created_at: "2026-03-02T15:00:00.000Z",
    ended_at: "2026-03-02T15:04:05.000Z",
    duration_ms: 245_000,
    user: null,
    transcript: [],
    batting_cage_configuration: { ...configuration, id: configuration.id ?? null } as z.input<
      typeof conversationDetailSchema
    >["batting_cage_configuration"],
    score_card: null,
    ...overrides,
  };
}

const mainButton = (name: RegExp | string) => screen.getByRole("button", { name });

describe("PracticePage", () => {
  it("shows Loading Config... (disabled) until the configuration is there, then the panel and Start", async () => {
    const release = backend.hold("GET", battingCagePaths.configuration);
    renderPage();
    expect(mainButton("Loading Config...")).toBeDisabled();
    release();
    expect(await screen.findByRole("button", { name: "Start Realtime Session" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Voice Coach Configuration" })).toBeInTheDocument();
    expect(screen.getByLabelText("Business Name")).toHaveValue(configuration.business_name);
    expect(screen.getByLabelText("Employee Count")).toHaveValue("5-10");
    expect(screen.getByLabelText("Personality Type")).toHaveAttribute("readonly");
  });

  it("uses random defaults when the configuration fails to load", async () => {
    backend.on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () =>
      apiError(500, "internal", "boom"),
    );
    renderPage();
    expect(await screen.findByText("Failed to load configuration. Using random defaults.")).toBeInTheDocument();
    expect(mainButton("Start Realtime Session")).toBeEnabled();
    expect(screen.getByLabelText("Customer Type")).not.toHaveValue("");
  });

  it("runs a call: red Hang up, typed turns, autosave of new entries only, final save, overlay, new session", async () => {
    const userActions = userEvent.setup();
    renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    const hangUp = await screen.findByRole("button", { name: "Hang up (and save transcript)" });
    expect(hangUp.className).toMatch(/hangUp/);
    const voice = defined(FakeVoice.last, "the voice session");
    expect(voice.options.clientSecret).toBe("ek_test");
    expect(voice.options.sdpUrl).toBe("/realtime/calls");

    await userActions.type(screen.getByLabelText("Type instead of speaking"), "Hi, who handles payroll?");
    await userActions.click(screen.getByRole("button", { name: "Send" }));
    expect(voice.sent).toEqual(["Hi, who handles payroll?"]);
    voice.emit([...voice.lines, { id: "a1", role: "assistant", text: "I do. Why?" }]);
    expect(screen.getByText("You:")).toBeInTheDocument();
    expect(screen.getByText("Customer:")).toBeInTheDocument();

    // Each autosave starts where the previous one ended: no entry is sent twice.
    const appended = () => patches().flatMap((body) => body.append?.entries ?? []);
    await waitFor(() => expect(appended()).toHaveLength(2));
    expect(appended()).toEqual([
      { role: "user", text: "Hi, who handles payroll?" },
      { role: "assistant", text: "I do. Why?" },
    ]);
    let offset = 0;
    for (const body of patches()) {
      expect(body.append?.from_index).toBe(offset);
      offset += body.append?.entries.length ?? 0;
    }
    const sent = patches().length;
    voice.emit([...voice.lines, { id: "u2", role: "user", text: "", pending: true }]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(patches()).toHaveLength(sent); // a placeholder alone is nothing to store
    expect(screen.getByText(/Transcript saved \(2 entries\)/)).toBeInTheDocument();

    await userActions.click(hangUp);
    expect(await screen.findByText(/Awesome work! You crushed your daily batting cage challenge!/)).toBeInTheDocument();
    const final = defined(patches().at(-1), "the final save");
    expect(final.append).toEqual({ from_index: 2, entries: [] });
    expect(typeof final.ended_at).toBe("string");
    expect(typeof final.duration_ms).toBe("number");
    expect(voice.hungUp).toBe(true);

    await userActions.click(screen.getByRole("button", { name: "Start New Session" }));
    expect(await screen.findByRole("button", { name: "Start Realtime Session" })).toBeEnabled();
    expect(screen.queryByText("You:")).not.toBeInTheDocument();
  });

  it("ends through the customer (end_conversation) with the final save", async () => {
    const userActions = userEvent.setup();
    renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    await screen.findByRole("button", { name: "Hang up (and save transcript)" });
    const voice = defined(FakeVoice.last, "the voice session");
    voice.emit([{ id: "a1", role: "assistant", text: "Goodbye." }]);
    act(() => voice.options.onEnd?.("end_conversation"));
    expect(await screen.findByRole("button", { name: "Start New Session" })).toBeInTheDocument();
    expect(patches().at(-1)).toMatchObject({ append: { entries: [{ role: "assistant", text: "Goodbye." }] } });
  });

  it("reports every start and save error of docs/requirements/batting-cage.md#messages", async () => {
    const userActions = userEvent.setup();
    const view = renderPage({ user: null });
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Error: User information is missing. Cannot start session.");
    view.unmount();

    backend.on("POST", battingCagePaths.createSession, createSessionAnswerSchema, () =>
      apiError(500, "internal", "The voice service is down"),
    );
    const second = renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to start session: The voice service is down");
    expect(mainButton("Start Realtime Session")).toBeEnabled();
    second.unmount();

    // An answer without a conversation id: the page must not start a call it cannot save.
    backend.on("POST", battingCagePaths.createSession, createSessionAnswerSchema, () =>
      offContract(Response.json({ client_secret: { value: "ek" }, realtime: { sdp_url: "/x", model: "m" } })),
    );
    const third = renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error: Could not initialize conversation tracking. Please try again.",
    );
    third.unmount();

    backend
      .on("POST", battingCagePaths.createSession, createSessionAnswerSchema, () => sessionStarted())
      .on("PATCH", battingCagePaths.conversationRoute, conversationPatchAnswerSchema, () =>
        apiError(500, "internal", "Database unavailable"),
      );
    renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    await userActions.click(await screen.findByRole("button", { name: "Hang up (and save transcript)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error saving conversation final state: Database unavailable. The session will still end.",
    );
    expect(screen.getByRole("button", { name: "Start New Session" })).toBeInTheDocument();
    expect(FakeVoice.last?.hungUp).toBe(true);
  });

  it("reports a call that fails to connect and closes its conversation", async () => {
    const userActions = userEvent.setup();
    renderPage({ failStart: "The voice service did not confirm the session within 5 seconds." });
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to start session: The voice service did not confirm the session within 5 seconds.",
    );
    expect(mainButton("Start Realtime Session")).toBeEnabled();
    await waitFor(() => expect(patches().at(-1)).toMatchObject({ duration_ms: 0 }));
  });
});

const transcript = [
  { role: "user" as const, text: "Hi Dana, thanks for taking the time today." },
  { role: "assistant" as const, text: "Sure, go ahead." },
  { role: "user" as const, text: "What prompted you to look at payroll now?" },
];

/** A scored card: ACE and discovery strongest, tailor and control weakest, each with a quote of the transcript. */
function scoredCard(): PracticeScoreCard {
  const categories = scoreCardCategories(
    {
      ace_score: 90,
      discovery_effectiveness_score: 80,
      discovery_depth_score: 60,
      consultation_teach_score: 50,
      consultation_tailor_score: 20,
      consultation_control_score: 30,
      objection_probing_score: null,
      objection_responding_score: 40,
    },
    {
      ace_score: {
        quotes: [{ entry: 0, start: 9, end: 42, text: "thanks for taking the time today" }],
        suggestion: "",
      },
      discovery_effectiveness_score: {
        quotes: [{ entry: 2, start: 0, end: 41, text: "What prompted you to look at payroll now?" }],
        suggestion: "",
      },
      consultation_tailor_score: { quotes: [], suggestion: "Tie the offer to what the owner said." },
      consultation_control_score: { quotes: [], suggestion: "Propose a concrete next step." },
    },
  );
  return {
    status: "scored",
    total: 53.3,
    categories,
    strongest: ["ace_score", "discovery_effectiveness_score"],
    weakest: ["consultation_tailor_score", "consultation_control_score"],
    feedback: null,
    scored_by: "heuristic",
    reason: null,
    scored_at: "2026-03-02T15:04:07.000Z",
  };
}

async function runAndHangUp() {
  const userActions = userEvent.setup();
  renderPage();
  await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
  await screen.findByRole("button", { name: "Hang up (and save transcript)" });
  const voice = defined(FakeVoice.last, "the voice session");
  voice.emit(transcript.map((line, index) => ({ id: `l${index}`, ...line })));
  await userActions.click(screen.getByRole("button", { name: "Hang up (and save transcript)" }));
  return userActions;
}

describe("the end of a call", () => {
  it("keeps the spec's overlay, shows progress while scoring, then the score card; Escape closes it and keeps the transcript", async () => {
    let card: PracticeScoreCard | null = null;
    answerConversation(() => endedCall({ transcript, score_card: card }));
    const userActions = await runAndHangUp();
    const overlay = await screen.findByRole("dialog");
    expect(
      within(overlay).getByText(/^Awesome work! You crushed your daily batting cage challenge!/),
    ).toBeInTheDocument();
    expect(within(overlay).getByRole("button", { name: "Start New Session" })).toHaveFocus();
    expect(await within(overlay).findByRole("status")).toHaveTextContent("Scoring your call…");

    card = scoredCard();
    expect(await within(overlay).findByText("Total score:", { exact: false }, { timeout: 3000 })).toHaveTextContent(
      "Total score: 53 / 100",
    );
    const strongest = within(overlay).getByRole("region", { name: "Strongest" });
    expect(within(strongest).getByRole("listitem", { name: "ACE: 90" })).toHaveTextContent(
      "Line 1 “thanks for taking the time today”".replace(/[“”]/g, ""),
    );
    const weakest = within(overlay).getByRole("region", { name: "Weakest" });
    expect(within(weakest).getByText("Tie the offer to what the owner said.")).toBeInTheDocument();
    const table = within(overlay).getByRole("table", { name: "Categories" });
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(within(table).getByRole("row", { name: "Objection Handling: Probing N/A" })).toBeInTheDocument();

    await userActions.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The transcript stays, with the card under it, until the rep starts a new session.
    const live = () => within(screen.getByRole("region", { name: "Transcript" }));
    expect(live().getByText("What prompted you to look at payroll now?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Score card" })).toBeInTheDocument();
    await userActions.click(mainButton("Start New Session"));
    expect(await screen.findByRole("button", { name: "Start Realtime Session" })).toBeEnabled();
    expect(live().queryByText("What prompted you to look at payroll now?")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Score card" })).not.toBeInTheDocument();
  });

  it("closes with its Close button and says honestly when a call is too short or could not be scored", async () => {
    answerConversation(() =>
      endedCall({
        score_card: {
          ...scoredCard(),
          status: "too_short",
          total: null,
          strongest: [],
          weakest: [],
          reason: practiceScoreMessages.tooShort,
        },
      }),
    );
    const userActions = await runAndHangUp();
    const overlay = await screen.findByRole("dialog");
    expect(await within(overlay).findByText(practiceScoreMessages.tooShort, { exact: false })).toBeInTheDocument();
    expect(within(overlay).queryByText(/Total score/)).not.toBeInTheDocument();
    await userActions.click(within(overlay).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a failed score's reason", async () => {
    answerConversation(() =>
      endedCall({
        score_card: {
          ...scoredCard(),
          status: "failed",
          total: null,
          categories: [],
          strongest: [],
          weakest: [],
          reason: practiceScoreMessages.failed,
        },
      }),
    );
    await runAndHangUp();
    const overlay = await screen.findByRole("dialog");
    expect(await within(overlay).findByText(/This call could not be scored\./)).toHaveTextContent("Not scored.");
  });
});

describe("the status line and the transcript panel during a call", () => {
  it("says nothing about saving before anything was said, never claims more than it saved, and drops the empty-state text once the call started", async () => {
    const release = backend.hold("PATCH", battingCagePaths.conversationRoute);
    const userActions = userEvent.setup();
    renderPage();
    expect(screen.getByText(/The transcript appears here once the call starts/)).toBeInTheDocument();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    await screen.findByRole("button", { name: "Hang up (and save transcript)" });
    expect(screen.queryByText(/The transcript appears here once the call starts/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Transcript saved/)).not.toBeInTheDocument();
    const voice = defined(FakeVoice.last, "the voice session");
    voice.emit([{ id: "u1", role: "user", text: "Hello there." }]);
    expect(screen.getByText("Saving transcript (0 of 1 entries saved)")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Transcript saved (1 entries)")).toBeInTheDocument();
  });

  it("says an autosave failed while it retries, also as new lines arrive, and what was saved once a save succeeds", async () => {
    let failing = true;
    backend.on("PATCH", battingCagePaths.conversationRoute, conversationPatchAnswerSchema, (request) => {
      if (failing) return apiError(503, "unavailable", "The service is temporarily unavailable.");
      const body = conversationPatchBodySchema.parse(request.body);
      const length = (body.append?.from_index ?? 0) + (body.append?.entries.length ?? 0);
      return ok({ id: conversationId, status: "active", transcript_length: length });
    });
    const userActions = userEvent.setup();
    renderPage();
    await userActions.click(await screen.findByRole("button", { name: "Start Realtime Session" }));
    await screen.findByRole("button", { name: "Hang up (and save transcript)" });
    const voice = defined(FakeVoice.last, "the voice session");
    voice.emit([{ id: "u1", role: "user", text: "Hello there." }]);
    expect(await screen.findByText("Autosave failed, retrying…")).toBeInTheDocument();
    act(() =>
      voice.emit([
        { id: "u1", role: "user", text: "Hello there." },
        { id: "a1", role: "assistant", text: "Hi." },
      ]),
    );
    expect(screen.getByText("Autosave failed, retrying…")).toBeInTheDocument();
    failing = false;
    expect(await screen.findByText("Transcript saved (2 entries)")).toBeInTheDocument();
  });
});

/** The configuration a rep is sent, by both routes that carry it (the configuration and the scenario library). */
function answerConfiguration(answer: z.input<typeof battingCageConfigurationSchema>) {
  backend
    .on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () => ok(answer))
    .on("GET", scenarioPaths.list, scenarioListSchema, () =>
      ok({ scenarios: [{ ...defaultScenario, configuration: answer }] }),
    );
}

describe("a hidden scenario", () => {
  it("shows a neutral note instead of the scenario, sends none, and shows the scenario once the call has ended", async () => {
    answerConfiguration({
      ...configuration,
      customer_type: null,
      objection: null,
      business_name: null,
      employee_count: null,
      business_type: null,
      payroll_provider: null,
      personality_type: null,
      hide_scenario_from_reps: true,
    });
    await runAndHangUp();
    const body = backend.requestsTo(battingCagePaths.createSession, "POST")[0]?.body as Record<string, unknown>;
    expect(body.batting_cage_configuration).toBeUndefined();
    // The scenario arrives with the ended call.
    await userEvent.setup().keyboard("{Escape}");
    const panel = screen.getByRole("complementary", { name: "Voice Coach Configuration" });
    expect(await within(panel).findByLabelText("Business Name")).toHaveValue(configuration.business_name);
    expect(within(panel).getByLabelText("Objection")).toHaveValue(configuration.objection);
  });

  it("before the call, shows the note and no field", async () => {
    answerConfiguration({ ...configuration, objection: null, business_name: null, hide_scenario_from_reps: true });
    renderPage();
    expect(await screen.findByText(/Your manager keeps the scenario a surprise/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Objection")).not.toBeInTheDocument();
    expect(mainButton("Start Realtime Session")).toBeEnabled();
  });
});

describe("the rep's history", () => {
  it("lists past calls with date, scenario, duration and score, a trend with its text, and opens one at ?call=<id>", async () => {
    backend
      .on("GET", battingCagePaths.conversationRoute, conversationDetailSchema, () =>
        ok(endedCall({ transcript, score_card: scoredCard() })),
      )
      .on("GET", practiceHistoryPath, practiceHistorySchema, () =>
        ok({
          user_id: "u1",
          conversations: [
            {
              id: conversationId,
              created_at: "2026-03-02T15:00:00.000Z",
              status: "ended",
              scenario: "Switcher · Maple Street Bakery",
              duration_ms: 245_000,
              score_status: "scored",
              total: 53.3,
            },
            {
              id: "33333333-3333-4333-8333-333333333333",
              created_at: "2026-03-01T15:00:00.000Z",
              status: "ended",
              scenario: "Inception · Taqueria El Sol",
              duration_ms: 30_000,
              score_status: "too_short",
              total: null,
            },
            {
              id: "44444444-4444-4444-8444-444444444444",
              created_at: "2026-02-28T15:00:00.000Z",
              status: "ended",
              scenario: "Switcher · Iron Peak Fitness",
              duration_ms: 400_000,
              score_status: "scored",
              total: 41,
            },
          ],
        }),
      );
    const userActions = userEvent.setup();
    renderPage();
    const history = await screen.findByRole("region", { name: "Your practice history" });
    const rows = await within(history).findAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Switcher · Maple Street Bakery.*4:05.*53/);
    expect(rows[2]).toHaveTextContent(/0:30.*Too short/);
    expect(within(history).getByText("Your last 2 scored calls went from 41 to 53.")).toBeInTheDocument();
    expect(within(history).getByRole("img", { name: /Score trend/ })).toBeInTheDocument();

    await userActions.click(within(rows[1] as HTMLElement).getByRole("link"));
    expect(router.location?.search).toBe(`?call=${conversationId}`);
    const dialog = await screen.findByRole("dialog", { name: /Practice call/ });
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(await within(dialog).findByText("Total score:", { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText("Maple Street Bakery")).toBeInTheDocument();
    expect(within(dialog).getByText("Hi Dana, thanks for taking the time today.")).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.location?.search).toBe("");
  });

  it("opens a pasted ?call=<id> link, and Close leaves the page without it", async () => {
    answerConversation(() => endedCall({ transcript, score_card: scoredCard() }));
    const userActions = userEvent.setup();
    renderPage({ url: `/batting_cage?call=${conversationId}` });
    const dialog = await screen.findByRole("dialog", { name: /Practice call/ });
    await userActions.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.location?.search).toBe("");
    expect(await screen.findByText(/No practice calls yet/)).toBeInTheDocument();
  });
});

describe("the coaching loop on the practice page", () => {
  const drill: z.input<typeof scenarioSchema> = {
    ...defaultScenario,
    id: "44444444-4444-4444-8444-444444444444",
    name: "Discovery deep dive",
    categories: ["discovery_depth_score"],
    configuration: { ...configuration, id: "55555555-5555-4555-8555-555555555555", business_name: "Harbor Dental" },
    is_default: false,
  };
  const assignment = {
    id: "66666666-6666-4666-8666-666666666666",
    scenario: { id: drill.id, name: drill.name, difficulty: "medium" as const },
    categories: ["discovery_depth_score" as const],
    goal: { calls: 3, min_score: 70 },
    due_at: "2026-03-05T17:00:00.000Z",
    calls: 2,
    calls_on_goal: 1,
    status: "started" as const,
    last_call_at: "2026-03-02T10:00:00.000Z",
  };

  it("shows Assigned to you first with progress, and starts the assigned scenario", async () => {
    backend
      .on("GET", scenarioPaths.list, scenarioListSchema, () => ok({ scenarios: [defaultScenario, drill] }))
      .on("GET", assignmentPaths.mine, myAssignmentsSchema, () => ok({ assignments: [assignment] }));
    const userActions = userEvent.setup();
    renderPage();
    const assigned = await screen.findByRole("region", { name: "Assigned to you" });
    // First on the page: before the scenario panel and the call.
    const panel = screen.getByRole("complementary", { name: "Voice Coach Configuration" });
    expect(assigned.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(assigned).findByText("Discovery deep dive")).toBeInTheDocument();
    expect(within(assigned).getByText("1 of 3 calls")).toBeInTheDocument();
    expect(within(assigned).getByText(/Aimed at: Discovery Depth/)).toBeInTheDocument();
    // The one open assignment is the default choice: the panel shows its customer.
    expect(await within(panel).findByLabelText("Business Name")).toHaveValue("Harbor Dental");
    expect(within(assigned).getByRole("button", { name: "Chosen for the next call" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userActions.click(screen.getByRole("button", { name: "Start Realtime Session" }));
    await screen.findByRole("button", { name: "Hang up (and save transcript)" });
    const body = backend.requestsTo(battingCagePaths.createSession, "POST")[0]?.body as Record<string, unknown>;
    expect(body.scenario_id).toBe(drill.id);
    expect(body.batting_cage_configuration_id).toBe(drill.configuration.id);
  });

  it("lets the rep pick another scenario with the keyboard, and shows a met goal's badge", async () => {
    backend
      .on("GET", scenarioPaths.list, scenarioListSchema, () => ok({ scenarios: [defaultScenario, drill] }))
      .on("GET", assignmentPaths.mine, myAssignmentsSchema, () =>
        ok({ assignments: [{ ...assignment, calls_on_goal: 3, status: "met" as const }] }),
      );
    const userActions = userEvent.setup();
    renderPage();
    const assigned = await screen.findByRole("region", { name: "Assigned to you" });
    expect(await within(assigned).findByText("Goal met")).toBeInTheDocument();
    expect(within(assigned).getByText("3 of 3 calls")).toBeInTheDocument();
    const picker = await screen.findByLabelText("Scenario");
    // A met assignment is not the default choice: the default scenario is.
    expect(picker).toHaveValue(defaultScenario.id);
    await userActions.selectOptions(picker, drill.id);
    const panel = screen.getByRole("complementary", { name: "Voice Coach Configuration" });
    expect(within(panel).getByLabelText("Business Name")).toHaveValue("Harbor Dental");
  });

  it("says when nothing is assigned", async () => {
    renderPage();
    expect(await screen.findByText(/Nothing is assigned to you right now/)).toBeInTheDocument();
  });

  it("reports a failed load of the assignments", async () => {
    backend.on("GET", assignmentPaths.mine, myAssignmentsSchema, () =>
      apiError(500, "internal", "Something went wrong."),
    );
    renderPage();
    expect(await screen.findByText(/Your assignments could not be loaded/)).toBeInTheDocument();
  });
});
