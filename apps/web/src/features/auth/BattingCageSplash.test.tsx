import { motivationalQuotes } from "@dugout/contracts/batting-cage";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BattingCageSplash } from "./BattingCageSplash";
import { fakeIdentityBackend, Providers } from "./test-utils";

function reducedMotion(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the batting-cage splash page", () => {
  it("has the title, the looping video, the widget, and rotates the quotes every 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeIdentityBackend(null);
    reducedMotion(false);
    render(
      <Providers path="/batting_cage">
        <BattingCageSplash />
      </Providers>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Batting Cage" })).toBeInTheDocument();
    const video = screen.getByTestId("splash-video");
    expect(video).toHaveAttribute("loop");
    expect(video).not.toHaveAttribute("hidden");
    expect(video.querySelectorAll("source")).toHaveLength(2);
    expect(await screen.findByRole("button", { name: "Continue with email" })).toBeInTheDocument();

    const [first, second] = motivationalQuotes;
    expect(screen.getByTestId("splash-quote")).toHaveTextContent(first?.text ?? "");
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId("splash-quote")).toHaveStyle({ opacity: "0" });
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByTestId("splash-quote")).toHaveTextContent(second?.text ?? "");
    expect(screen.getByTestId("splash-quote")).toHaveStyle({ opacity: "1" });

    act(() => screen.getByRole("button", { name: "Pause quotes" }).click());
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId("splash-quote")).toHaveTextContent(second?.text ?? "");
  });

  it("hides and pauses the video for visitors who prefer reduced motion", () => {
    fakeIdentityBackend(null);
    reducedMotion(true);
    render(
      <Providers path="/batting_cage">
        <BattingCageSplash />
      </Providers>,
    );
    const video = screen.getByTestId("splash-video");
    expect(video).toHaveAttribute("hidden");
    expect(video).not.toHaveAttribute("autoplay");
  });

  it("ships 19 quotes", () => {
    expect(motivationalQuotes).toHaveLength(19);
  });
});
