import { defined } from "@dugout/contracts/defined";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import {
  battingCageConfigurationSchema,
  battingCagePaths,
  conversationPatchAnswerSchema,
  conversationPatchBodySchema,
  createSessionAnswerSchema,
} from "@dugout/contracts/batting-cage";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionUser } from "../../../lib/session";
import { apiError, installFakeBackend, offContract, ok, type FakeBackend } from "../../../test/fake-backend";
import type { TranscriptLine, VoiceSessionOptions } from "../voice/VoiceSession";
import { PracticePage } from "./PracticePage";
import type { VoiceCall } from "./use-practice-call";

const conversationId = "11111111-1111-4111-8111-111111111111";
const configuration: z.input<typeof battingCageConfigurationSchema> = {
  id: "22222222-2222-4222-8222-222222222222",
  customer_type: "Switcher",
  objection: "It's too expensive. I can't justify another monthly bill right now.",
  business_name: "Maple Street Bakery",
  employee_count: "5-10",
  business_type: "Bakery",
  payroll_provider: "Gusto",
  personality_type: "Skeptical",
  custom_instructions: "",
  randomize_customer_type: false,
  randomize_objection: false,
  randomize_business_name: false,
  randomize_employee_count: false,
  randomize_business_type: false,
  randomize_payroll_provider: false,
  randomize_personality_type: false,
  user_id: "admin",
  user_full_name: "Ada Admin",
  updated_at: "2026-03-01T10:00:00.000Z",
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

function renderPage(props: { user?: SessionUser | null; failStart?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PracticePage
        user={props.user === undefined ? user : props.user}
        createVoiceCall={(options) => {
          const voice = new FakeVoice(options);
          if (props.failStart) voice.start.mockRejectedValue(new Error(props.failStart));
          return voice;
        }}
        autosaveTiming={{ intervalMs: 50, baseBackoffMs: 1 }}
      />
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
    });
});

const mainButton = (name: RegExp | string) => screen.getByRole("button", { name });

describe("PracticePage", () => {
  it("shows Loading Config... (disabled) until the configuration is there, then the panel and Start", async () => {
    const release = backend.hold("GET", battingCagePaths.configuration);
    renderPage();
    expect(mainButton("Loading Config...")).toBeDisabled();
    release();
    expect(await screen.findByRole("button", { name: "Start Realtime Session" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Voice Coach Configuration" })).toBeInTheDocument();
    expect(screen.getByLabelText("Business Name")).toHaveValue("Maple Street Bakery");
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
