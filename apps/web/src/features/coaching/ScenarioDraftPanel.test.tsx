import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { objections } from "@dugout/contracts/batting-cage-lists";
import { coachingPaths, scenarioDraftResponseSchema } from "@dugout/contracts/coaching";
import { defined } from "@dugout/contracts/defined";
import { apiError, installFakeBackend, type FakeBackend } from "../../test/fake-backend";
import { isoDay } from "../../lib/time";
import { periodDays, ScenarioDraftPanel } from "./ScenarioDraftPanel";
import { answerDraft, answerReps, maya, mayaDraft } from "./test/fake-coaching-api";

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});

const renderPanel = (onUseDraft = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ScenarioDraftPanel onUseDraft={onUseDraft} />
    </QueryClientProvider>,
  );
  return onUseDraft;
};

describe("ScenarioDraftPanel", () => {
  it("drafts from the chosen rep's last 30 days and hands the draft over with Use this draft", async () => {
    answerReps(backend);
    answerDraft(backend);
    const user = userEvent.setup();
    const onUseDraft = renderPanel();
    const draftButton = await screen.findByRole("button", { name: "Draft a scenario" });
    expect(draftButton).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Rep"), maya.user_id);
    expect(screen.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
    await user.click(draftButton);

    const probing = await screen.findByRole("region", { name: "Objection Handling: Probing" });
    expect(within(probing).getByText("38")).toBeInTheDocument();
    expect(within(probing).getByText("I hear you.")).toBeInTheDocument();
    expect(within(probing).getByText(/^Acme Bakery · .* · 20 \/ 100$/)).toBeInTheDocument();
    expect(
      within(probing).getByText('Ask what is behind the objection: "What makes you say that?"'),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Discovery Depth/Breadth" })).toBeInTheDocument();
    const expensive = screen.getByRole("rowheader", { name: new RegExp(objections[5].slice(0, 20)) });
    expect(within(defined(expensive.closest("tr"), "the row")).getByRole("cell")).toHaveTextContent("5");
    expect(screen.getByText("Objections classified by the offline rules")).toBeInTheDocument();
    expect(screen.getByText(mayaDraft.draft.name)).toBeInTheDocument();

    const request = defined(backend.requestsTo(coachingPaths.scenarioDraft)[0], "the request");
    const days = periodDays("30", { from: "", to: "" });
    expect(request.url.searchParams.get("user_id")).toBe(maya.user_id);
    expect(request.url.searchParams.get("from")).toBe(days.from);
    expect(request.url.searchParams.get("to")).toBe(isoDay(new Date()));

    await user.click(screen.getByRole("button", { name: "Use this draft" }));
    expect(onUseDraft).toHaveBeenCalledWith(mayaDraft.draft);

    // Asked again for the same rep and days, it drafts anew.
    await user.click(screen.getByRole("button", { name: "Draft a scenario" }));
    await waitFor(() => expect(backend.requestsTo(coachingPaths.scenarioDraft)).toHaveLength(2));
  });

  it("sends a custom period as typed", async () => {
    answerReps(backend);
    answerDraft(backend);
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(await screen.findByLabelText("Rep"), maya.user_id);
    await user.click(screen.getByRole("radio", { name: "Custom" }));
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2026-01-05");
    const to = screen.getByLabelText("To");
    await user.clear(to);
    await user.type(to, "2026-02-27");
    await user.click(screen.getByRole("button", { name: "Draft a scenario" }));
    await screen.findByText(mayaDraft.draft.name);
    const url = defined(backend.requestsTo(coachingPaths.scenarioDraft)[0], "the request").url;
    expect([url.searchParams.get("from"), url.searchParams.get("to")]).toEqual(["2026-01-05", "2026-02-27"]);
  });

  it("says when no objection was found and when the language model failed", async () => {
    answerReps(backend);
    answerDraft(backend, { ...mayaDraft, objections: [], fallback_reason: "timeout" });
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(await screen.findByLabelText("Rep"), maya.user_id);
    await user.click(screen.getByRole("button", { name: "Draft a scenario" }));
    expect(
      await screen.findByText("No objections found in these calls: the draft's objection is chosen at random."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The language model did not answer, so the objections were classified offline\./),
    ).toBeInTheDocument();
  });

  it("shows the loading lines, the server's refusal, and the empty and failed rep lists", async () => {
    const releaseReps = backend.hold("GET", coachingPaths.reps);
    answerReps(backend);
    const releaseDraft = backend.hold("GET", coachingPaths.scenarioDraft);
    backend.on("GET", coachingPaths.scenarioDraft, scenarioDraftResponseSchema, () =>
      apiError(422, "not_enough_calls", "This rep has too few scored real calls in the period to find weak spots."),
    );
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText("Loading reps…")).toBeInTheDocument();
    releaseReps();
    await user.selectOptions(await screen.findByLabelText("Rep"), maya.user_id);
    await user.click(screen.getByRole("button", { name: "Draft a scenario" }));
    expect(screen.getByText("Drafting a scenario from the rep's real calls…")).toBeInTheDocument();
    releaseDraft();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The draft could not be made. This rep has too few scored real calls in the period to find weak spots.",
    );
  });

  it("says when no rep has real calls, or when the reps could not be loaded", async () => {
    answerReps(backend, []);
    renderPanel();
    expect(await screen.findByText("No rep has scored real calls yet.")).toBeInTheDocument();
  });

  it("says when the reps could not be loaded", async () => {
    backend.on("GET", coachingPaths.reps, scenarioDraftResponseSchema, () => apiError(500, "internal", "Boom."));
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("The reps could not be loaded. Boom.");
  });
});
