import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NameAnalysis } from "./NameAnalysis";

const research = {
  overall_score: 72,
  score_breakdown: {
    memorability: 90,
    pronounceability: 80,
    originality: 40,
    cultural_sensitivity: 100,
    practical_availability: 50,
  },
};

describe("NameAnalysis", () => {
  it("shows the badge, the band word with its explanation, one bar per criterion and the audience", () => {
    render(<NameAnalysis research={research} />);
    expect(screen.getByText("AI Name Analysis")).toBeInTheDocument();
    expect(screen.getByText("72/100")).toBeInTheDocument();
    expect(screen.getByText("Good")).toBeInTheDocument();
    // The band's word once, not "Good Good overall score".
    expect(screen.getByText("Good").closest("p")).toHaveTextContent(
      /^Good overall score – this name meets many key criteria\.$/,
    );
    const meters = screen.getAllByRole("meter");
    expect(meters.map((meter) => [meter.getAttribute("aria-label"), meter.getAttribute("aria-valuenow")])).toEqual([
      ["Memorability", "90"],
      ["Pronounceability", "80"],
      ["Originality", "40"],
      ["Cultural Sensitivity", "100"],
      ["Practical Availability", "50"],
    ]);
    for (const emoji of ["🧠", "🗣️", "✨", "🌍", "🌐"]) expect(screen.getByText(emoji)).toBeInTheDocument();
    expect(screen.getByText("Analysis tailored for your target customers")).toBeInTheDocument();
  });

  it.each([
    [85, "Excellent"],
    [84, "Good"],
    [69, "Fair"],
    [49, "Poor"],
  ])("puts %i in the %s band", (score, band) => {
    render(<NameAnalysis research={{ ...research, overall_score: score }} />);
    expect(screen.getByText(band)).toBeInTheDocument();
  });
});
