import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { PracticeScoreCard } from "@dugout/contracts/batting-cage-scores";
import { scoreCardCategories } from "@dugout/contracts/scoring-evidence";
import { ScoreCard } from "./ScoreCard";

const card: PracticeScoreCard = {
  status: "scored",
  total: 71,
  categories: scoreCardCategories(
    {
      ace_score: 90,
      discovery_effectiveness_score: 80,
      discovery_depth_score: 55,
      consultation_teach_score: 70,
      consultation_tailor_score: 72,
      consultation_control_score: 68,
      objection_probing_score: 75,
      objection_responding_score: 60,
    },
    null,
  ),
  strongest: ["ace_score", "discovery_effectiveness_score"],
  weakest: ["discovery_depth_score", "objection_responding_score"],
  feedback: null,
  scored_by: "heuristic",
  reason: null,
  scored_at: "2026-03-02T10:00:00.000Z",
};

describe("ScoreCard with the scenario's aimed-at categories", () => {
  it("names them first, before the strongest and weakest, and lists them first in the table, labelled", () => {
    render(<ScoreCard card={card} headingLevel={2} aimedAt={["objection_probing_score", "discovery_depth_score"]} />);
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe("Aimed at");
    const aimed = screen.getByRole("region", { name: "Aimed at" });
    expect(
      within(aimed)
        .getAllByRole("listitem", { name: /:/ })
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Objection Handling: Probing: 75", "Discovery Depth/Breadth: 55"]);
    const rows = within(screen.getByRole("table"))
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(rows.slice(0, 3)).toEqual([
      "Objection Handling: Probing (aimed at)",
      "Discovery Depth/Breadth (aimed at)",
      "ACE",
    ]);
  });

  it("without aimed-at categories keeps the rubric's order and no such section", () => {
    render(<ScoreCard card={card} headingLevel={2} />);
    expect(screen.queryByRole("region", { name: "Aimed at" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("rowheader")[0]).toHaveTextContent("ACE");
  });
});
