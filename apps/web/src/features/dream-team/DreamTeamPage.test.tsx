import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

beforeEach(() => {
  testAnswer = () =>
    ok({ data: { agent: "RAVI", ok: true, ran_at: "2026-03-01T10:00:00.000Z", duration_ms: 3, checks: [] } });
  installFakeBackend()
    .on("GET", dreamTeamPaths.data, dreamTeamDataResponseSchema, () => ok({ data: { agents: [ravi] } }))
    .on("GET", dreamTeamPaths.ravi, raviResponseSchema, () => ok({ data: ravi }))
    .on("GET", dreamTeamPaths.raviTest, raviTestResponseSchema, () => testAnswer());
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DreamTeamPage />
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

  it("goes to RAVI and back, runs the test and prints the raw JSON", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Test RAVI" }));
    expect(screen.getByRole("heading", { level: 1, name: "RAVI" })).toBeInTheDocument();
    expect(await screen.findByText("Data loaded: true")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run RAVI test" }));
    expect(await screen.findByTestId("ravi-result")).toHaveTextContent('"ok": true');
    await userEvent.click(screen.getByRole("button", { name: /Back/ }));
    expect(screen.getByRole("heading", { name: "Under Construction" })).toBeInTheDocument();
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
