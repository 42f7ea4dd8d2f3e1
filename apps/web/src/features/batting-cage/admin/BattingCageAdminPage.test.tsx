import { beforeEach, describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import type { z } from "zod/mini";
import {
  battingCageConfigurationSchema,
  battingCageExampleCustomer,
  battingCagePaths,
  conversationDetailSchema,
  reportDataSchema,
  unsavedBattingCageConfiguration,
} from "@dugout/contracts/batting-cage";
import { apiError, installFakeBackend, ok, type FakeBackend } from "../../../test/fake-backend";
import { BattingCageAdminPage } from "./BattingCageAdminPage";

const conversationId = "33333333-3333-4333-8333-333333333333";
const stored: z.input<typeof battingCageConfigurationSchema> = {
  ...unsavedBattingCageConfiguration,
  ...battingCageExampleCustomer,
  id: "22222222-2222-4222-8222-222222222222",
  objection: null,
  employee_count: "1-5",
  personality_type: null,
  randomize_objection: true,
  user_id: "admin",
  user_full_name: "Ada Admin",
  updated_at: "2026-03-01T10:00:00.000Z",
};
const summary = {
  id: conversationId,
  status: "ended" as const,
  created_at: "2026-03-02T09:00:00.000Z",
  ended_at: "2026-03-02T09:12:05.000Z",
  duration_ms: 725_000,
  user: { name: { first_name: "Rita", last_name: "Rep" }, providers: [] },
};

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend()
    .on("GET", battingCagePaths.reportData, reportDataSchema, () =>
      ok({ totalSessions: 1, averageDurationMs: 725_000, conversations: [summary] }),
    )
    .on("GET", battingCagePaths.conversation(conversationId), conversationDetailSchema, () =>
      ok({
        ...summary,
        transcript: [
          { role: "user", text: "Hi, who runs payroll?" },
          { role: "assistant", text: "I do." },
        ],
        batting_cage_configuration: {
          ...battingCageExampleCustomer,
          id: stored.id,
          employee_count: "1-5",
          personality_type: "Direct",
        },
      }),
    )
    .on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () => ok(stored))
    .on("POST", battingCagePaths.configurations, battingCageConfigurationSchema, () => ({
      status: 201,
      body: { ...stored, user_full_name: "Ada Admin", updated_at: "2026-03-03T10:00:00.000Z" },
    }));
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/batting_cage"]}>
        <BattingCageAdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("BattingCageAdminPage", () => {
  it("Reports: this_week by default in the viewer's zone, stat cards, the list, the detail and back", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("button", { name: "This Week" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findAllByText("12:05")).toHaveLength(2); // Avg. Duration card and the row, as m:ss
    expect(screen.getByText("Total Sessions")).toBeInTheDocument();
    expect(backend.requestsTo(battingCagePaths.reportData)[0]?.url.search).toMatch(/range=this_week&tz=/);
    for (const column of ["Agent", "Date", "Duration", "Status"])
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Rita Rep" }));
    expect(await screen.findByText("Hi, who runs payroll?")).toBeInTheDocument();
    const used = screen.getByRole("region", { name: "Configuration used" });
    expect(within(used).getByText("Direct")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Back/ }));
    expect(await screen.findByRole("button", { name: "Rita Rep" })).toBeInTheDocument();
  });

  it("Reports: an abandoned call (closed by the server) with its score is listed like any other", async () => {
    backend.on("GET", battingCagePaths.reportData, reportDataSchema, () =>
      ok({
        totalSessions: 1,
        averageDurationMs: 90_000,
        conversations: [{ ...summary, status: "abandoned", duration_ms: 90_000, score: 64, score_status: "scored" }],
        averageScore: 64,
        scoredSessions: 1,
        reps: [{ user_id: "rita", user: summary.user }],
      }),
    );
    renderPage();
    expect(await screen.findByText("abandoned")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rita Rep" })).toBeInTheDocument();
  });

  it("Reports: the empty state and a load error", async () => {
    backend.on("GET", battingCagePaths.reportData, reportDataSchema, () =>
      ok({ totalSessions: 0, averageDurationMs: null, conversations: [] }),
    );
    const user = userEvent.setup();
    const view = renderPage();
    expect(await screen.findByText("No conversation data available for the selected time range.")).toBeInTheDocument();
    view.unmount();
    backend.on("GET", battingCagePaths.reportData, reportDataSchema, () => apiError(500, "internal", "Database down"));
    renderPage();
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(await screen.findByText("Failed to load report data: Database down")).toBeInTheDocument();
  });

  it("Configuration: Randomize disables the field, Save Configuration posts and toasts, last updated line", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Configuration" }));
    expect(await screen.findByText(/^Last updated by Ada Admin on /)).toBeInTheDocument();
    expect(screen.getByLabelText("Objection")).toBeDisabled();
    expect(screen.getByLabelText("Business Name")).toHaveValue(stored.business_name);
    await user.click(screen.getByRole("checkbox", { name: "Randomize Business Name" }));
    expect(screen.getByLabelText("Business Name")).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Customer Type"), "Inception");
    await user.click(screen.getByRole("button", { name: "Save Configuration" }));
    expect(await screen.findByText("Configuration saved successfully!")).toBeInTheDocument();
    const [post] = backend.requestsTo(battingCagePaths.configurations, "POST");
    expect(post?.body).toMatchObject({
      batting_cage_configuration: {
        customer_type: "Inception",
        randomize_business_name: true,
        randomize_objection: true,
        employee_count: "1-5",
      },
    });
    await waitFor(() => expect(screen.queryByText("Configuration saved successfully!")).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it("Configuration: the switch that hides the scenario from reps is off by default and is saved", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Configuration" }));
    const hide = await screen.findByRole("checkbox", { name: "Hide the scenario from reps until the call ends" });
    await screen.findByText(/^Last updated by Ada Admin on /);
    expect(hide).not.toBeChecked();
    // What the switch cannot hide, said next to it (docs/decisions/0024-realtime-readiness.md, addendum).
    expect(hide).toHaveAccessibleDescription(
      "With OpenAI's realtime voice, this hides the scenario on the page only: OpenAI sends the customer's instructions to the rep's browser in the call's session events (session.created, session.updated), where a rep who inspects the call can read them. The offline simulator never sends them.",
    );
    await user.click(hide);
    await user.click(screen.getByRole("button", { name: "Save Configuration" }));
    expect(await screen.findByText("Configuration saved successfully!")).toBeInTheDocument();
    expect(backend.requestsTo(battingCagePaths.configurations, "POST")[0]?.body).toMatchObject({
      batting_cage_configuration: { hide_scenario_from_reps: true },
    });
  });

  it("Configuration: load and save errors", async () => {
    backend
      .on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () =>
        apiError(500, "internal", "boom"),
      )
      .on("POST", battingCagePaths.configurations, battingCageConfigurationSchema, () =>
        apiError(400, "validation_failed", "Customer type must be one of: Switcher, Inception."),
      );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Configuration" }));
    expect(await screen.findByText("Failed to load configuration.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Configuration" }));
    expect(await screen.findByText("Error: Customer type must be one of: Switcher, Inception.")).toBeInTheDocument();
  });
});
