import { describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { battingCagePaths, conversationDetailSchema, type ConversationDetail } from "@dugout/contracts/batting-cage";
import { scoreCardCategories } from "@dugout/contracts/scoring-evidence";
import { installFakeBackend, ok } from "../../../test/fake-backend";
import { ConversationDetailView } from "./ConversationDetailView";

const id = "33333333-3333-4333-8333-333333333333";

function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    id,
    status: "ended",
    created_at: "2026-03-02T09:00:00.000Z",
    ended_at: "2026-03-02T09:12:05.000Z",
    duration_ms: 725_000,
    user: { name: { first_name: "Rita", last_name: "Rep" }, providers: [] },
    transcript: [{ role: "user", text: "Thanks for your time today, here is the agenda." }],
    batting_cage_configuration: null,
    score_card: {
      status: "scored",
      total: 72,
      categories: scoreCardCategories(
        { ace_score: 90, discovery_effectiveness_score: 80, consultation_tailor_score: 40, discovery_depth_score: 50 },
        {
          ace_score: {
            quotes: [{ entry: 0, start: 0, end: 25, text: "Thanks for your time today" }],
            suggestion: "Agree the call's outcome up front.",
          },
        },
      ),
      strongest: ["ace_score", "discovery_effectiveness_score"],
      weakest: ["consultation_tailor_score", "discovery_depth_score"],
      feedback: null,
      scored_by: "heuristic",
      reason: null,
      scored_at: "2026-03-02T09:12:07.000Z",
    },
    ...overrides,
  };
}

function renderDetail(answer: ConversationDetail) {
  installFakeBackend().on("GET", battingCagePaths.conversationRoute, conversationDetailSchema, () => ok(answer));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConversationDetailView id={id} timeZone="UTC" onBack={() => undefined} />
    </QueryClientProvider>,
  );
}

describe("the admin's conversation details", () => {
  it("show the call's score card: total, strongest with their evidence and suggestion, the eight categories", async () => {
    renderDetail(detail());
    expect(await screen.findByText(/Total score/)).toHaveTextContent("Total score: 72 / 100");
    const strongest = screen.getByRole("region", { name: "Strongest" });
    const ace = within(strongest).getByRole("listitem", { name: "ACE: 90" });
    expect(ace).toHaveTextContent("Line 1");
    expect(ace).toHaveTextContent("Thanks for your time today");
    expect(ace).toHaveTextContent("Suggestion: Agree the call's outcome up front.");
    expect(within(screen.getByRole("table", { name: "Categories" })).getAllByRole("row")).toHaveLength(8);
  });

  it("show no score card for a call still running", async () => {
    renderDetail(detail({ status: "active", score_card: null }));
    expect(await screen.findByText("Thanks for your time today, here is the agenda.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Score card" })).not.toBeInTheDocument();
  });
});
