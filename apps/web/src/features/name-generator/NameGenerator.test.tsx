import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  businessNameSubmissionAnswerSchema,
  businessNamesAnswerSchema,
  nameGeneratorPaths,
} from "@dugout/contracts/name-generator";
import { apiError, installFakeBackend, ok } from "../../test/fake-backend";
import { NameGenerator } from "./NameGenerator";

const submissionId = "00000000-0000-4000-8000-000000000000";
const names = (status: "pending" | "complete") =>
  Array.from({ length: 3 }, (_, index) => ({
    uuid: `00000000-0000-4000-8000-00000000000${index + 1}`,
    name: `Name ${index + 1}`,
    status,
    research_data:
      status === "complete" && index === 0
        ? {
            overall_score: 88,
            score_breakdown: {
              memorability: 88,
              pronounceability: 88,
              originality: 88,
              cultural_sensitivity: 88,
              practical_availability: 88,
            },
          }
        : null,
  }));

function renderGenerator(alert = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NameGenerator alert={alert} />
    </QueryClientProvider>,
  );
  return alert;
}

afterEach(() => {
  vi.useRealTimers();
});

const namesPath = new URL(nameGeneratorPaths.names(submissionId), "http://localhost").pathname;

describe("NameGenerator", () => {
  it("alerts and stays on the form when names cannot be generated", async () => {
    installFakeBackend().on("POST", nameGeneratorPaths.submissions, businessNameSubmissionAnswerSchema, () =>
      apiError(500, "internal", "Something went wrong on our side."),
    );
    const alert = renderGenerator();
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate business names" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("There was an error generating names."));
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeEnabled();
  });

  it("polls every 4 s while a name is pending and stops once none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    installFakeBackend()
      .on("POST", nameGeneratorPaths.submissions, businessNameSubmissionAnswerSchema, () => ({
        status: 201,
        body: { submission_id: submissionId, names: names("pending").map(({ uuid, name }) => ({ uuid, name })) },
      }))
      .on("GET", namesPath, businessNamesAnswerSchema, () => {
        polls += 1;
        return ok({ names: names(polls < 2 ? "pending" : "complete") });
      });
    renderGenerator();
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(screen.getByRole("button", { name: "Generate business names" }));
    expect(await screen.findByRole("heading", { name: "Top Result" })).toBeInTheDocument();
    expect(screen.getAllByText("Scoring in progress...").length).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(3800));
    expect(polls).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(polls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(polls).toBe(2);
    expect(await screen.findByText("88/100")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(polls).toBe(2);
  });
});
