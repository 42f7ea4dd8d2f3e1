import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeText } from "./SafeText";

describe("server messages", () => {
  it("turn http(s) addresses into safe links and leave everything else as text", () => {
    render(
      <p>
        <SafeText message="Read https://help.example.com/locked. Not javascript:alert(1) nor <b>bold</b>." />
      </p>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://help.example.com/locked");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByText(/javascript:alert\(1\) nor <b>bold<\/b>\./)).toBeInTheDocument();
  });
});
