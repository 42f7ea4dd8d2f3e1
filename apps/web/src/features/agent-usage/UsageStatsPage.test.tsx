import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { usagePaths, usageStatsResponseSchema, type UsageStatsResponse } from "@dugout/contracts/usage";
import {
  apiError,
  installFakeBackend,
  offContract,
  ok,
  type FakeAnswer,
  type FakeBackend,
} from "../../test/fake-backend";
import { defaultWindow, UsageStatsPage } from "./UsageStatsPage";

let backend: FakeBackend;
let answer: (url: URL) => FakeAnswer<UsageStatsResponse>;
const requests = () => backend.requestsTo(usagePaths.stats("eugene")).map((request) => request.url);

beforeEach(() => {
  answer = (url) =>
    ok({
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
  backend = installFakeBackend().on("GET", usagePaths.stats("eugene"), usageStatsResponseSchema, (request) =>
    answer(request.url),
  );
});

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
    expect(requests()[0]?.pathname).toBe("/api/eugene_data/stats");
    expect(requests()[0]?.searchParams.get("start_date")).toBe(window.start);
    expect(requests()[0]?.searchParams.get("end_date")).toBe(window.end);
    expect(screen.getByLabelText<HTMLInputElement>("Start Date").value).toBe(window.start);
  });

  it("refetches when a date changes", async () => {
    renderPage();
    await screen.findByText("a@example.com");
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2025-01-01" } });
    expect(await screen.findByText("late@example.com")).toBeInTheDocument();
    expect(requests().at(-1)?.searchParams.get("start_date")).toBe("2025-01-01");
  });

  it("says in words when the dates are in the wrong order, and asks nothing until they are put right", async () => {
    renderPage();
    await screen.findByText("a@example.com");
    const sent = requests().length;
    // The default start (30 days ago) is after this end.
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2025-03-01" } });
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent(/^The start date must be on or before the end date\.$/);
    for (const label of ["Start Date", "End Date"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        "The start date must be on or before the end date.",
      );
    }
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(requests()).toHaveLength(sent);
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2025-02-01" } });
    await waitFor(() => expect(requests().at(-1)?.searchParams.get("end_date")).toBe("2025-03-01"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows errors and the empty state", async () => {
    answer = () => apiError(500, "internal", "Stats are down");
    const { unmount } = renderPage();
    expect(await screen.findByText("Error: Stats are down")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();
    // The legacy envelope the page still words; the Dugout server never answers it.
    answer = () =>
      offContract(
        new Response(JSON.stringify({ status: "error" }), { headers: { "content-type": "application/json" } }),
      );
    const second = renderPage();
    expect(await screen.findByText("Error: Failed to fetch data")).toBeInTheDocument();
    second.unmount();
    answer = () => ok({ status: "ok", message: "", data: [] });
    renderPage();
    await waitFor(() => expect(screen.getByText("No data available for the selected period.")).toBeInTheDocument());
  });
});
