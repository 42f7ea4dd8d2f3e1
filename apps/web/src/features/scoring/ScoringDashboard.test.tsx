import { defined } from "@dugout/contracts/defined";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callRecordResponseSchema,
  scoresResponseSchema,
  scoringPaths,
  type CallRecord,
  type ScoresResponse,
} from "@dugout/contracts/scoring";
import { scoringAggregatesResponseSchema, type ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import {
  callEvidencePath,
  callEvidenceResponseSchema,
  scoreCardCategories,
  type ScoreEvidence,
} from "@dugout/contracts/scoring-evidence";
import { practiceVsRealPath } from "@dugout/contracts/scoring-practice";
import {
  apiError,
  installFakeBackend,
  offContract,
  ok,
  type FakeAnswer,
  type FakeBackend,
} from "../../test/fake-backend";
import { createRouterProbe } from "../../test/router-probe";
import { ScoringDashboard } from "./ScoringDashboard";
import { answerPracticeVsReal } from "./test/fake-practice-vs-real";

const call = (n: number, fields: Partial<CallRecord> = {}): CallRecord => ({
  rep: "Maya Patel",
  user_email: "maya@example.com",
  company_name: `Company ${n}`,
  date: "2025-06-02T15:00:00.000Z",
  duration_ms: 125_000,
  score: 70,
  ace_score: 80,
  discovery_effectiveness_score: 60,
  discovery_depth_score: null,
  consultation_teach_score: 50,
  consultation_tailor_score: 50,
  consultation_control_score: 50,
  objection_probing_score: 50,
  objection_responding_score: 50,
  gong_call_id: `id-${n}`,
  gong_url: `https://app.gong.io/call?id=${n}`,
  feedback: null,
  transcript: null,
  ...fields,
});

const aggregates: ScoringAggregates = {
  status: "ok",
  count: 30,
  average_score: 71.6,
  trend: {
    granularity: "day",
    points: [
      { period: "2025-06-02", average: 70, count: 12 },
      { period: "2025-06-03", average: 72.8, count: 18 },
    ],
  },
  categories: [{ key: "ace_score", average: 80, count: 30 }],
  distribution: [{ label: "70-79", min: 70, max: 79, count: 30 }],
  focus_areas: [{ key: "ace_score", average: 80, examples: ["Open with an agenda."] }],
  feedback_themes: [{ id: "agenda", label: "Agenda and up-front contract", count: 4 }],
};

// Answers the server never gives itself, which the page still words as the requirements ask.
const legacyEnvelope = (body: unknown) =>
  offContract(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
let backend: FakeBackend;
let scoresAnswer: (url: URL) => FakeAnswer<ScoresResponse>;

beforeEach(() => {
  scoresAnswer = (url) => {
    const page = Number(url.searchParams.get("page"));
    const data = Array.from({ length: page === 2 ? 5 : 25 }, (_, index) => call((page - 1) * 25 + index + 1));
    return ok({
      status: "ok",
      data,
      pagination: { total_pages: 2, total_count: 30 },
      message: "ok",
      reps: ["Maya Patel", "Liam Chen"],
    });
  };
  backend = installFakeBackend()
    .on("GET", "/api/scoring_champ/aggregates", scoringAggregatesResponseSchema, () => ok(aggregates))
    .on("GET", scoringPaths.scores, scoresResponseSchema, (request) => scoresAnswer(request.url))
    .on("GET", scoringPaths.call.replace(":gongCallId", ":id"), callRecordResponseSchema, (request) =>
      ok({ status: "ok", data: call(99, { gong_call_id: request.params.id ?? "", company_name: "Shared Link Ltd" }) }),
    )
    .on("GET", callEvidencePath.replace(":gongCallId", ":id"), callEvidenceResponseSchema, (request) =>
      ok({ gong_call_id: request.params.id ?? "", categories: scoreCardCategories({ ace_score: 80 }, evidence) }),
    );
  answerPracticeVsReal(backend);
});

const evidence: ScoreEvidence = {
  ace_score: {
    quotes: [{ entry: 0, start: 0, end: 33, text: "Thanks for taking the time today." }],
    suggestion: "Agree how long the call will take.",
  },
  discovery_depth_score: { quotes: [], suggestion: "Ask how many employees they pay." },
};

const { RouterProbe, location, goBack } = createRouterProbe();
const currentSearch = () => location()?.search;

const renderDashboard = (url = "/scoring_champ") =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <ScoringDashboard />
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const lastScores = () => defined(backend.requestsTo(scoringPaths.scores).at(-1), "a scores request").url;
const openCalls = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Calls" }));
  await screen.findByText("Showing 1-25 of 30 calls");
};

describe("ScoringDashboard", () => {
  it("shows the loading message, then the average card for this week in the viewer's zone", async () => {
    renderDashboard();
    expect(screen.getByText("Loading data...")).toBeInTheDocument();
    expect(await screen.findByText("72", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("30 Call(s) Analyzed")).toBeInTheDocument();
    const query = lastScores().searchParams;
    expect(query.get("tz")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(new Date(`${query.get("from")}T12:00:00`).getDay()).toBe(1); // a Monday
    expect(query.get("per_page")).toBe("25");
    expect(query.get("sort")).toBe("date");
    expect(query.get("dir")).toBe("desc");
    expect(screen.getByRole("img", { name: /Score Trend/ })).toBeInTheDocument();
  });

  it("shows Practice vs Real Calls once the dashboard has its cards, its request made meanwhile", async () => {
    renderDashboard();
    expect(screen.getByText("Loading data...")).toBeInTheDocument();
    // Under the one-line loading message the section would be pushed down when the cards arrive.
    expect(screen.queryByRole("region", { name: "Practice vs Real Calls" })).not.toBeInTheDocument();
    expect(backend.requestsTo(practiceVsRealPath)).toHaveLength(1);
    expect(await screen.findByRole("region", { name: "Practice vs Real Calls" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Average Call Score" })).toBeInTheDocument();
  });

  it("fills the rep selector from the server and filters by rep", async () => {
    renderDashboard();
    const select = await screen.findByRole("combobox", { name: "Rep" });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All Reps", "Maya Patel", "Liam Chen"]),
    );
    await userEvent.selectOptions(select, "Liam Chen");
    await waitFor(() => expect(lastScores().searchParams.get("rep")).toBe("Liam Chen"));
  });

  it("pages with Previous and Next disabled at the ends", async () => {
    renderDashboard();
    await openCalls();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 26-30 of 30 calls")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(lastScores().searchParams.get("page")).toBe("2");
  });

  it("toggles sorting: a new column ascending, the same column flips, date starts descending", async () => {
    renderDashboard();
    await openCalls();
    await userEvent.click(screen.getByRole("button", { name: /^Total Score/ }));
    await waitFor(() =>
      expect([lastScores().searchParams.get("sort"), lastScores().searchParams.get("dir")]).toEqual(["score", "asc"]),
    );
    await userEvent.click(screen.getByRole("button", { name: /^Total Score/ }));
    await waitFor(() => expect(lastScores().searchParams.get("dir")).toBe("desc"));
    await userEvent.click(screen.getByRole("button", { name: /^Date/ }));
    await waitFor(() =>
      expect([lastScores().searchParams.get("sort"), lastScores().searchParams.get("dir")]).toEqual(["date", "desc"]),
    );
  });

  it("hints at one character and searches after the pause with two", async () => {
    renderDashboard();
    await openCalls();
    const box = screen.getByPlaceholderText("Search by company name...");
    fireEvent.change(box, { target: { value: "a" } });
    expect(screen.getByText("Please enter at least 2 characters to search")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "ac" } });
    expect(screen.queryByText("Please enter at least 2 characters to search")).not.toBeInTheDocument();
    expect(lastScores().searchParams.get("q")).toBeNull();
    await waitFor(() => expect(lastScores().searchParams.get("q")).toBe("ac"), { timeout: 2000 });
    expect(backend.requests.some((request) => request.url.searchParams.get("q") === "a")).toBe(false);
  });

  it("offers the filtered calls as CSV", async () => {
    renderDashboard();
    await openCalls();
    const link = screen.getByRole("link", { name: "Export CSV" });
    const href = new URL(defined(link.getAttribute("href"), "the export link"), "http://localhost");
    expect(href.pathname).toBe("/api/scoring_champ/export.csv");
    expect(href.searchParams.get("from")).toBe(lastScores().searchParams.get("from"));
    expect(href.searchParams.get("sort")).toBe("date");
  });

  it("opens the call details, closes them with Escape and gives focus back", async () => {
    renderDashboard();
    await openCalls();
    const opener = screen.getByRole("button", { name: "Open call with Company 1 by Maya Patel" });
    opener.focus();
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Call Details" });
    expect(within(dialog).getByText("None provided.")).toBeInTheDocument();
    expect(within(dialog).getByText("No transcript available.")).toBeInTheDocument();
    expect(within(dialog).getByText("2:05")).toBeInTheDocument();
    expect(within(dialog).getByText("N/A")).toBeInTheDocument();
    const gong = within(dialog).getByRole("link", { name: "View in Gong" });
    expect(gong).toHaveAttribute("target", "_blank");
    expect(gong).toHaveAttribute("href", "https://app.gong.io/call?id=1");
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows per category the lines that justify the score and a suggestion", async () => {
    renderDashboard();
    await openCalls();
    await userEvent.click(screen.getByText("Company 4"));
    const dialog = screen.getByRole("dialog", { name: "Call Details" });
    const ace = await within(dialog).findByRole("listitem", { name: "ACE" });
    expect(within(ace).getByText("ACE: 80")).toBeInTheDocument();
    expect(within(ace).getByText("Thanks for taking the time today.")).toBeInTheDocument();
    expect(within(ace).getByText("Line 1")).toBeInTheDocument();
    expect(ace).toHaveTextContent("Suggestion: Agree how long the call will take.");
    const depth = within(dialog).getByRole("listitem", { name: "Discovery Depth/Breadth" });
    expect(within(depth).getByText("No lines in this call show this category.")).toBeInTheDocument();
    expect(depth).toHaveTextContent("Suggestion: Ask how many employees they pay.");
    expect(backend.requestsTo("/api/scoring_champ/calls/id-4/evidence")).toHaveLength(1);
  });

  it("closes the details with × and with a click on the overlay", async () => {
    renderDashboard();
    await openCalls();
    await userEvent.click(screen.getByText("Company 2"));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByText("Company 3"));
    // The <dialog> element is the overlay around its panel: a click on it, outside the panel.
    await userEvent.click(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([
    [() => apiError(500, "internal", "Database down"), "Error loading data: Database down"],
    [() => offContract(new Response("<html>", { status: 502 })), "Error loading data: HTTP error! status: 502"],
    [() => legacyEnvelope({ status: "error", message: "Quota exceeded" }), "Error loading data: Quota exceeded"],
    [() => legacyEnvelope({ status: "error" }), "Error loading data: Failed to fetch data"],
  ])("shows load errors as docs/requirements/scoring-champ.md#messages words them (%#)", async (answer, text) => {
    scoresAnswer = answer;
    renderDashboard();
    await userEvent.click(screen.getByRole("button", { name: "Calls" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows the empty states", async () => {
    scoresAnswer = () =>
      ok({ status: "ok", data: [], pagination: { total_pages: 0, total_count: 0 }, message: "", reps: [] });
    aggregates.count = 0;
    try {
      renderDashboard();
      expect(await screen.findByText("No call data available for the selected filters.")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Calls" }));
      expect(await screen.findByText("No calls match the current filters.")).toBeInTheDocument();
      expect(screen.getByText("No calls")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
      await userEvent.click(screen.getByRole("button", { name: "Analytics" }));
      expect(
        await screen.findByText("No data available to display analytics for the selected filters."),
      ).toBeInTheDocument();
    } finally {
      aggregates.count = 30;
    }
  });

  it("shows the custom range inputs with the one-year default", async () => {
    renderDashboard();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Timeframe" }), "Custom Range");
    const start = screen.getByLabelText("Start Date");
    const end = screen.getByLabelText("End Date");
    const today = new Date();
    expect((end as HTMLInputElement).value.slice(0, 4)).toBe(String(today.getFullYear()));
    expect((start as HTMLInputElement).value.slice(0, 4)).toBe(String(today.getFullYear() - 1));
    await waitFor(() => expect(lastScores().searchParams.get("from")).toBe((start as HTMLInputElement).value));
  });

  it("restores the view, rep, timeframe, search, sort and page from the URL", async () => {
    renderDashboard("/scoring_champ?view=calls&rep=Liam+Chen&timeframe=last_week&q=acme&sort=score&dir=asc&page=2");
    expect(await screen.findByText("Showing 26-30 of 30 calls")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calls" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByPlaceholderText("Search by company name...")).toHaveValue("acme");
    expect(screen.getByRole("combobox", { name: "Timeframe" })).toHaveValue("last_week");
    const query = lastScores().searchParams;
    expect([query.get("rep"), query.get("q"), query.get("sort"), query.get("dir"), query.get("page")]).toEqual([
      "Liam Chen",
      "acme",
      "score",
      "asc",
      "2",
    ]);
    expect(new Date(`${query.get("to")}T12:00:00`).getDay()).toBe(0); // last week ends on a Sunday
  });

  it("falls back to the defaults for values that do not parse, and leaves defaults out of the URL", async () => {
    renderDashboard("/scoring_champ?view=bogus&timeframe=yesterday&sort=nope&dir=up&page=-3");
    expect(await screen.findByText("72", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    const query = lastScores().searchParams;
    expect([query.get("sort"), query.get("dir"), query.get("page")]).toEqual(["date", "desc", "1"]);
    expect(new Date(`${query.get("from")}T12:00:00`).getDay()).toBe(1); // this week
    await openCalls();
    expect(currentSearch()).toBe("?view=calls");
  });

  it("makes a history entry per view, sort or page, replaces it while searching, and Back restores", async () => {
    renderDashboard();
    await openCalls();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 26-30 of 30 calls");
    expect(currentSearch()).toBe("?view=calls&page=2");
    const box = screen.getByPlaceholderText("Search by company name...");
    fireEvent.change(box, { target: { value: "ac " } });
    expect(currentSearch()).toBe("?view=calls&page=2"); // not before the pause
    await waitFor(() => expect(currentSearch()).toBe("?view=calls&q=ac"), { timeout: 2000 });
    expect(box).toHaveValue("ac "); // as typed, while the URL holds the trimmed text
    expect(lastScores().searchParams.get("page")).toBe("1");
    // The search replaced the page-2 entry: Back goes to the Calls view as first opened.
    goBack();
    expect(currentSearch()).toBe("?view=calls");
    expect(box).toHaveValue("");
    goBack();
    expect(currentSearch()).toBe("");
    expect(screen.getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("says when the timeframe has too few calls for a trend and offers this month", async () => {
    const oneDay = {
      ...aggregates,
      trend: { granularity: "day" as const, points: aggregates.trend.points.slice(0, 1) },
    };
    backend.on("GET", "/api/scoring_champ/aggregates", scoringAggregatesResponseSchema, () => ok(oneDay));
    renderDashboard();
    expect(await screen.findByText("Too few calls in this timeframe to show a trend.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Score Trend/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show This Month" }));
    expect(currentSearch()).toBe("?timeframe=this_month");
    expect(await screen.findByText("Too few calls in this timeframe to show a trend.")).toBeInTheDocument();
    // Already this month: nothing wider to offer.
    expect(screen.queryByRole("button", { name: "Show This Month" })).not.toBeInTheDocument();
  });

  it("links each coaching focus area to its calls, lowest first, with the same filters", async () => {
    renderDashboard("/scoring_champ?rep=Maya+Patel&page=2");
    const link = await screen.findByRole("link", { name: "See the calls lowest in ACE" });
    expect(link).toHaveAttribute("href", "/scoring_champ?view=calls&rep=Maya+Patel&sort=ace_score&dir=asc");
    await userEvent.click(link);
    await screen.findByRole("heading", { name: "Call Records" });
    expect(screen.getByRole("columnheader", { name: /^ACE/ })).toHaveAttribute("aria-sort", "ascending");
    expect(lastScores().searchParams.get("sort")).toBe("ace_score");
  });

  it("says so when no category needs focus", async () => {
    backend.on("GET", "/api/scoring_champ/aggregates", scoringAggregatesResponseSchema, () =>
      ok({ ...aggregates, focus_areas: [] }),
    );
    renderDashboard();
    expect(await screen.findByText("No category averages below 100: nothing to focus on.")).toBeInTheDocument();
  });

  it("keeps the open call in the address: Back closes it, and a link opens a call that is not on the page", async () => {
    renderDashboard();
    await openCalls();
    await userEvent.click(screen.getByRole("button", { name: "Open call with Company 3 by Maya Patel" }));
    expect(screen.getByRole("dialog", { name: "Call Details" })).toBeInTheDocument();
    expect(currentSearch()).toBe("?view=calls&call=id-3");
    goBack();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentSearch()).toBe("?view=calls");

    cleanup();
    renderDashboard("/scoring_champ?view=calls&call=shared-1");
    const dialog = await screen.findByRole("dialog", { name: "Call Details" });
    expect(await within(dialog).findByText("Shared Link Ltd")).toBeInTheDocument();
    expect(within(dialog).getByText("shared-1")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(currentSearch()).toBe("?view=calls");
  });
});
