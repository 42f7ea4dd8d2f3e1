import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  businessNameSubmissionAnswerSchema,
  businessNameSubmissionSchema,
  nameGeneratorExamplePrompts,
  nameGeneratorPaths,
} from "@dugout/contracts/name-generator";
import { apiError, installFakeBackend, ok, rateLimited } from "../../test/fake-backend";
import { NameGenerator } from "./NameGenerator";

const submissionId = "00000000-0000-4000-8000-000000000000";
const idea = nameGeneratorExamplePrompts[0];
const names = (status: "pending" | "complete", unlocked = false) =>
  Array.from({ length: 3 }, (_, index) => ({
    uuid: `00000000-0000-4000-8000-00000000000${index + 1}`,
    name: `Name ${index + 1}`,
    status,
    research_data:
      status === "complete" && (unlocked || index === 0)
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
const submissionPath = "/api/business_name_submissions/:id";

/** Where the page's router is: the views live in the address. */
function ShowLocation() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const location = () => screen.getByTestId("location").textContent;

function renderGenerator(entry = "/starter_tools/business_name_generator") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <NameGenerator />
        <ShowLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

async function generate(user = userEvent.setup()) {
  await user.click(screen.getByRole("button", { name: idea }));
  await user.click(screen.getByRole("button", { name: "Generate business names" }));
  return user;
}

describe("NameGenerator", () => {
  it("says inline, not in a native alert, when names cannot be generated, and stays on the form", async () => {
    const nativeAlert = vi.fn();
    vi.stubGlobal("alert", nativeAlert);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    installFakeBackend().on("POST", nameGeneratorPaths.submissions, businessNameSubmissionAnswerSchema, () =>
      apiError(500, "internal", "Something went wrong on our side."),
    );
    renderGenerator();
    await generate();
    expect(await screen.findByRole("alert")).toHaveTextContent("There was an error generating names.");
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeEnabled();
    expect(nativeAlert).not.toHaveBeenCalled();
  });

  it("shows the server's rate-limit message with a live countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeBackend().on("POST", nameGeneratorPaths.submissions, businessNameSubmissionAnswerSchema, () =>
      rateLimited(54),
    );
    renderGenerator();
    await generate(userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent(/^Too many requests\. Try again in 5[34] s\.$/);
    const before = Number(/in (\d+) s/.exec(message.textContent ?? "")?.[1]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("timer")).toHaveTextContent(`Try again in ${before - 2} s.`);
    expect(screen.getByRole("button", { name: "Generate business names" })).toBeDisabled();
  });

  it("gives the results an address, polls every 4 s while a name is pending, and Back keeps the idea", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    installFakeBackend()
      .on("POST", nameGeneratorPaths.submissions, businessNameSubmissionAnswerSchema, () => ({
        status: 201,
        body: {
          submission_id: submissionId,
          unlocked: false,
          names: names("pending").map(({ uuid, name }) => ({ uuid, name })),
        },
      }))
      .on("GET", submissionPath, businessNameSubmissionSchema, () => {
        polls += 1;
        return ok({
          submission_id: submissionId,
          description: idea,
          unlocked: false,
          names: names(polls < 2 ? "pending" : "complete"),
        });
      });
    renderGenerator();
    const user = await generate(userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    expect(await screen.findByRole("heading", { name: "Top Result" })).toBeInTheDocument();
    expect(location()).toBe(`?submission=${submissionId}`);
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

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("");
    expect(screen.getByLabelText("Describe your business idea")).toHaveValue(idea);
  });

  it("restores results from their address, unlocked when the server says so", async () => {
    installFakeBackend().on("GET", submissionPath, businessNameSubmissionSchema, (request) =>
      ok({ submission_id: request.params.id ?? "", description: idea, unlocked: true, names: names("complete", true) }),
    );
    renderGenerator(`/starter_tools/business_name_generator?submission=${submissionId}`);
    expect(await screen.findByText("Average Quality Score: 88/100")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Pick this name" })).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Describe your business idea")).toHaveValue(idea);
  });

  it("says when results are not available in this browser and offers a new idea", async () => {
    installFakeBackend().on("GET", submissionPath, businessNameSubmissionSchema, () =>
      apiError(404, "not_found", "The submission was not found."),
    );
    renderGenerator(`/starter_tools/business_name_generator?submission=${submissionId}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "These results are not available in this browser. Describe your idea to get new names.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Describe a new idea" }));
    expect(screen.getByLabelText("Describe your business idea")).toHaveValue("");
  });
});
