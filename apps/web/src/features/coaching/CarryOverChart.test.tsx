import { beforeEach, describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { carryOverResponseSchema, coachingPaths } from "@dugout/contracts/coaching";
import { defined } from "@dugout/contracts/defined";
import { apiError, installFakeBackend, type FakeBackend } from "../../test/fake-backend";
import { CarryOverChart } from "./CarryOverChart";
import { answerCarryOver, maya, probingCarryOver } from "./test/fake-coaching-api";

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});

const renderChart = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CarryOverChart userId={maya.user_id} categories={["objection_probing_score"]} since="2026-02-04" />
    </QueryClientProvider>,
  );

describe("CarryOverChart", () => {
  it("draws practice and real lines by week with the start marked, the sentence under them and a table", async () => {
    answerCarryOver(backend);
    const view = renderChart();
    const figure = await screen.findByRole("figure", { name: "Objection Handling: Probing" });
    const sentence = probingCarryOver.categories[0]?.sentence ?? "";
    expect(within(figure).getByText(sentence)).toBeInTheDocument();
    // The picture is named by its title and described by the sentence.
    const image = within(figure).getByRole("img");
    expect(image).toHaveAccessibleName(`Objection Handling: Probing: Practice and real calls by week ${sentence}`);
    // The line of each side breaks at a week without calls: practice has two runs, real three.
    const [practice, real] = [...view.container.querySelectorAll("path")].map((path) => path.getAttribute("d") ?? "");
    expect(practice?.match(/M/g)).toHaveLength(2);
    expect(real?.match(/M/g)).toHaveLength(3);
    // The start is the one vertical line, on the Wednesday of its week: three sevenths past the 5th week's x.
    const vertical = [...view.container.querySelectorAll("line")].filter(
      (line) => line.getAttribute("x1") === line.getAttribute("x2"),
    );
    expect(vertical).toHaveLength(1);
    const weekX = (index: number) => 34 + 18 + (index * (640 - 34 - 12 - 36)) / 5;
    expect(Number(vertical[0]?.getAttribute("x1"))).toBeCloseTo(weekX(4 + 2 / 7), 0);
    expect(within(figure).getAllByText("Assignment start").length).toBeGreaterThan(0);
    const table = within(figure).getByRole("table", { hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      "Week ofPractice callsReal calls",
      "2026-01-0540 (2)38 (3)",
      "2026-01-1242 (1)—",
      "2026-01-19—39 (2)",
      "2026-01-26——",
      "2026-02-0255 (2)45 (2)",
      "2026-02-0963 (1)52 (3)",
    ]);
    const url = defined(backend.requestsTo(coachingPaths.carryOver)[0], "the request").url;
    expect(url.searchParams.get("categories")).toBe("objection_probing_score");
    expect(url.searchParams.get("since")).toBe("2026-02-04");
  });

  it("says when there is nothing in these weeks, and still shows the sentence", async () => {
    const category = defined(probingCarryOver.categories[0], "the category");
    answerCarryOver(backend, {
      ...probingCarryOver,
      categories: [
        {
          ...category,
          weeks: category.weeks.map((week) => ({
            ...week,
            practice: null,
            practice_calls: 0,
            real: null,
            real_calls: 0,
          })),
          sentence:
            "For Objection Handling: Probing, not enough practice calls since the assignment to say; not enough real calls since the assignment to say.",
        },
      ],
    });
    renderChart();
    expect(await screen.findByText("No scored practice or real calls in these weeks.")).toBeInTheDocument();
    expect(screen.getByText(/^For Objection Handling: Probing, not enough practice calls/)).toBeInTheDocument();
  });

  it("shows the loading line and a failure", async () => {
    const release = backend.hold("GET", coachingPaths.carryOver);
    backend.on("GET", coachingPaths.carryOver, carryOverResponseSchema, () =>
      apiError(404, "not_found", "Rep was not found."),
    );
    renderChart();
    expect(screen.getByText("Loading the practice and real-call scores…")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The carry-over could not be loaded. Rep was not found.",
    );
  });
});
