import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StarterToolsPage } from "./StarterToolsPage";

describe("Starter Tools", () => {
  it("shows one live tile linking to the generator and eight inert Coming Soon tiles", () => {
    render(
      <MemoryRouter>
        <StarterToolsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Starter Tools" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/starter_tools/business_name_generator");
    expect(links[0]).toHaveTextContent("Business Name Generator");
    // It promises only what the generator does: nothing checks domains.
    expect(links[0]).toHaveTextContent(
      "Find a name for your business, see how each name scores, and get taglines, logo ideas and color palettes.",
    );
    expect(links[0]).not.toHaveTextContent(/domain/i);
    expect(screen.getAllByText("Coming Soon")).toHaveLength(8);
  });
});
