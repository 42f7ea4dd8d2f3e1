import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import {
  dreamTeamDataResponseSchema,
  dreamTeamPaths,
  raviResponseSchema,
  raviTestResponseSchema,
  type RaviTestResponse,
} from "@dugout/contracts/dream-team";
import { apiError, installFakeBackend, ok, type FakeAnswer } from "../../test/fake-backend";
import { DreamTeamPage } from "./DreamTeamPage";

let testAnswer: () => FakeAnswer<RaviTestResponse>;

const ravi = {
  id: "ravi",
  name: "RAVI",
  description: "Checks the platform.",
  status: "online",
  kind: "diagnostics",
} as const;

const check = (name: string, passed = true) => ({
  name,
  ok: passed,
  duration_ms: 1,
  detail: passed ? "fine" : "broken",
});

beforeEach(() => {
  testAnswer = () =>
    ok({
      data: {
        agent: "RAVI",
        ok: true,
        ran_at: "2026-03-01T10:00:00.000Z",
        duration_ms: 3,
        checks: [check("database")],
      },
    });
  installFakeBackend()
    .on("GET", dreamTeamPaths.data, dreamTeamDataResponseSchema, () => ok({ data: { agents: [ravi] } }))
    .on("GET", dreamTeamPaths.ravi, raviResponseSchema, () => ok({ data: ravi }))
    .on("GET", dreamTeamPaths.raviTest, raviTestResponseSchema, () => testAnswer());
});

/** Where the page's router is: the RAVI view lives in the address. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const renderPage = (entry = "/dream_team") =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <DreamTeamPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("Dream Team", () => {
  it("shows the under-construction index with the fetched data as debug output", async () => {
    renderPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Dream Team - AI Agent Collection - Coming Soon" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Under Construction" })).toBeInTheDocument();
    expect(await screen.findByText(/"name": "RAVI"/)).toBeInTheDocument();
  });

  it("folds the debug data away under a Debug data disclosure", async () => {
    renderPage();
    const disclosure = (await screen.findByText(/"name": "RAVI"/)).closest("details");
    expect(disclosure).not.toBeNull();
    expect(disclosure).not.toHaveAttribute("open");
    expect(disclosure?.querySelector("summary")).toHaveTextContent("Debug data");
  });

  it("goes to RAVI and back through the address, runs the test and says in one line whether every check passed", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Test RAVI" }));
    expect(screen.getByRole("heading", { level: 1, name: "RAVI" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("?view=ravi");
    expect(await screen.findByText("Data loaded: true")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run RAVI test" }));
    expect(await screen.findByTestId("ravi-summary")).toHaveTextContent("All 1 check passed in 3 ms.");
    expect(screen.getByTestId("ravi-result")).toHaveTextContent('"ok": true');
    expect(screen.getByTestId("ravi-result").closest("details")).not.toHaveAttribute("open");
    await userEvent.click(screen.getByRole("button", { name: /Back/ }));
    expect(screen.getByRole("heading", { name: "Under Construction" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toBeEmptyDOMElement();
  });

  it("opens on RAVI from a pasted address, and names the checks that failed", async () => {
    testAnswer = () =>
      ok({
        data: {
          agent: "RAVI",
          ok: false,
          ran_at: "2026-03-01T10:00:00.000Z",
          duration_ms: 12,
          checks: [check("database"), check("text_generation", false)],
        },
      });
    renderPage("/dream_team?view=ravi");
    expect(screen.getByRole("heading", { level: 1, name: "RAVI" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run RAVI test" }));
    expect(await screen.findByTestId("ravi-summary")).toHaveTextContent("1 of 2 checks failed: text_generation.");
  });

  it("holds a failed test as 'HTTP error! status: {code}' and shows it in the test area and the debug info", async () => {
    testAnswer = () => apiError(503, "unavailable", "down");
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Test RAVI" }));
    await userEvent.click(screen.getByRole("button", { name: "Run RAVI test" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: HTTP error! status: 503");
    expect(screen.getByText("Error: Error: HTTP error! status: 503")).toBeInTheDocument();
  });
});
