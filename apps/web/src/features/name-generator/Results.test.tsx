import { defined } from "@dugout/contracts/defined";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { BusinessNameCandidate } from "@dugout/contracts/name-generator";
import { Results } from "./Results";

const scored = (index: number, score: number | null): BusinessNameCandidate => ({
  uuid: `00000000-0000-4000-8000-00000000000${index}`,
  name: `Name ${index}`,
  status: score === null ? "pending" : "complete",
  research_data:
    score === null
      ? null
      : {
          overall_score: score,
          score_breakdown: {
            memorability: 70,
            pronounceability: 70,
            originality: 70,
            cultural_sensitivity: 70,
            practical_availability: 70,
          },
          why_this_works: `Because ${index}`,
        },
});

function renderResults(names: BusinessNameCandidate[], unlocked: boolean) {
  const handlers = { onBack: vi.fn(), onOpenLead: vi.fn(), onPick: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Results description="A bakery" names={names} unlocked={unlocked} {...handlers} />
    </QueryClientProvider>,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe("Results", () => {
  it("before unlock shows the top result and blurs the rest, with both unlock buttons", async () => {
    const { user, onOpenLead } = renderResults([scored(1, 80), scored(2, null), scored(3, null)], false);
    expect(screen.getByRole("heading", { level: 1, name: 'Perfect names for "A bakery"' })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Top Result" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Name 1" })).toBeInTheDocument();
    const locked = screen.getByTestId("locked-names");
    expect(locked).toHaveAttribute("aria-hidden", "true");
    expect(within(locked).getAllByText("Scoring in progress...")).toHaveLength(2);
    expect(screen.queryByText("Pick this name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unlock all results" }));
    await user.click(screen.getByRole("button", { name: "Unlock all results and analysis" }));
    expect(onOpenLead).toHaveBeenCalledTimes(2);
  });

  it("after unlock shows the average, sorts by score and offers Pick this name on complete cards", async () => {
    const { user, onPick } = renderResults([scored(1, 60), scored(2, 90), scored(3, null)], true);
    expect(screen.getByText("Average Quality Score: 75/100")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual([
      "Name 1",
      "Name 2",
      "Name 3",
    ]);
    await user.click(screen.getByRole("button", { name: "Sort by Score" }));
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual([
      "Name 2",
      "Name 1",
      "Name 3",
    ]);
    const picks = screen.getAllByRole("button", { name: "Pick this name" });
    expect(picks).toHaveLength(2);
    await user.click(defined(picks[0], "the first pick button"));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: "Name 2" }));
  });

  it("gives each scored card a 'Why this works' tip that describes its trigger", () => {
    renderResults([scored(1, 80)], true);
    const trigger = screen.getByRole("button", { name: "Why this works" });
    expect(trigger).toHaveAccessibleDescription("Because 1");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Because 1");
  });
});
