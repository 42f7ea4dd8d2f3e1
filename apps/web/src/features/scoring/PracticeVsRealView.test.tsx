import { beforeEach, describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { defined } from "@dugout/contracts/defined";
import { practiceVsRealPath, practiceVsRealResponseSchema } from "@dugout/contracts/scoring-practice";
import { apiError, installFakeBackend, type FakeBackend } from "../../test/fake-backend";
import { gapText, PracticeVsRealView } from "./PracticeVsRealView";
import { answerPracticeVsReal, comparedRep } from "./test/fake-practice-vs-real";

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});

const filter = { from: "2025-06-02", to: "2025-06-08", tz: "Europe/Paris", rep: undefined };
const renderView = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PracticeVsRealView filter={filter} />
    </QueryClientProvider>,
  );

const rowOf = (table: HTMLElement, label: string) =>
  defined(
    within(table)
      .getAllByRole("row")
      .find((row) => within(row).queryByRole("rowheader", { name: label })),
    label,
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("PracticeVsRealView", () => {
  it("puts each practising rep's means beside their real calls and flags where practice does not carry over", async () => {
    answerPracticeVsReal(backend, [
      comparedRep("Maya Patel", 72, 68, { practice: 3, real: 40 }, { ace_score: { practice: 90, real: 61.6 } }),
    ]);
    renderView();
    const maya = await screen.findByRole("region", { name: "Maya Patel" });
    expect(within(maya).getByText("3 practice call(s), 40 real call(s)")).toBeInTheDocument();
    const table = within(maya).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Category", "Practice", "Real calls", "Gap"]);
    expect(cellsOf(rowOf(table, "Total"))).toEqual(["72", "68", "+4"]);
    expect(cellsOf(rowOf(table, "ACE"))).toEqual(["90", "62", "+28Not carrying over"]);
    expect(cellsOf(rowOf(table, "Discovery Effectiveness"))).toEqual(["72", "68", "+4"]);
    expect(within(table).getAllByText("Not carrying over")).toHaveLength(1);
    // The request carries the dashboard's days and zone.
    const url = defined(backend.requestsTo(practiceVsRealPath)[0], "the request").url;
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "2025-06-02", to: "2025-06-08", tz: "Europe/Paris" });
  });

  it("says when a practising rep has no real calls, and lists who has real calls but did not practise", async () => {
    answerPracticeVsReal(backend, [
      comparedRep("Rita Rep", 55, null, { practice: 2, real: 0 }),
      comparedRep("Jordan Brooks", null, 70, { practice: 0, real: 12 }),
    ]);
    renderView();
    const rita = await screen.findByRole("region", { name: "Rita Rep" });
    expect(within(rita).getByText("No real calls in this timeframe.")).toBeInTheDocument();
    expect(cellsOf(rowOf(within(rita).getByRole("table"), "Total"))).toEqual(["55", "N/A", "N/A"]);
    const none = screen.getByRole("region", { name: "No practice calls in this timeframe" });
    expect(within(none).getByRole("listitem")).toHaveTextContent("Jordan Brooks");
    expect(screen.queryByRole("region", { name: "Jordan Brooks" })).toBeNull();
  });

  it("shows the loading line, the empty state and a load error", async () => {
    const release = backend.hold("GET", practiceVsRealPath);
    answerPracticeVsReal(backend);
    const view = renderView();
    expect(screen.getByText("Loading the practice comparison…")).toBeInTheDocument();
    release();
    expect(await screen.findByText("No practice calls in this timeframe.")).toBeInTheDocument();
    view.unmount();
    backend.on("GET", practiceVsRealPath, practiceVsRealResponseSchema, () =>
      apiError(500, "internal", "Database down"),
    );
    renderView();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading data: Database down");
  });

  it("writes gaps with their sign", () => {
    expect([gapText(18.4), gapText(-4.6), gapText(0.2), gapText(null)]).toEqual(["+18", "−5", "0", "N/A"]);
  });
});
