import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultWindow, UsageStatsPage } from "./UsageStatsPage";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let requests: URL[];
let answer: (url: URL) => Response;

beforeEach(() => {
  requests = [];
  answer = (url) =>
    json(200, {
      status: "ok",
      message: "",
      data:
        url.searchParams.get("start_date") === "2025-01-01"
          ? [{ user_email: "late@example.com", count: 1 }]
          : [
              { user_email: "b@example.com", count: 2 },
              { user_email: "a@example.com", count: 9 },
            ],
    });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      requests.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UsageStatsPage agentName="eugene" />
    </QueryClientProvider>,
  );

describe("UsageStatsPage", () => {
  it("defaults to the last 30 days and lists users by count", async () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Eugene Usage Statistics" })).toBeInTheDocument();
    expect(screen.getByText("Loading statistics...")).toBeInTheDocument();
    const cells = await screen.findAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["a@example.com", "9", "b@example.com", "2"]);
    const window = defaultWindow(new Date());
    expect(requests[0]?.pathname).toBe("/api/eugene_data/stats");
    expect(requests[0]?.searchParams.get("start_date")).toBe(window.start);
    expect(requests[0]?.searchParams.get("end_date")).toBe(window.end);
    expect(screen.getByLabelText<HTMLInputElement>("Start Date").value).toBe(window.start);
  });

  it("refetches when a date changes", async () => {
    renderPage();
    await screen.findByText("a@example.com");
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2025-01-01" } });
    expect(await screen.findByText("late@example.com")).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get("start_date")).toBe("2025-01-01");
  });

  it("shows errors and the empty state", async () => {
    answer = () => json(500, { error: { code: "internal", message: "Stats are down" } });
    const { unmount } = renderPage();
    expect(await screen.findByText("Error: Stats are down")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();
    answer = () => json(200, { status: "error" });
    const second = renderPage();
    expect(await screen.findByText("Error: Failed to fetch data")).toBeInTheDocument();
    second.unmount();
    answer = () => json(200, { status: "ok", message: "", data: [] });
    renderPage();
    await waitFor(() => expect(screen.getByText("No data available for the selected period.")).toBeInTheDocument());
  });
});
