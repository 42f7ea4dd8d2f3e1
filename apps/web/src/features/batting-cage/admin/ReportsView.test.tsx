import { beforeEach, describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import type { z } from "zod/mini";
import {
  battingCageConfigurationSchema,
  battingCagePaths,
  conversationDetailSchema,
  reportDataSchema,
  unsavedBattingCageConfiguration,
} from "@dugout/contracts/batting-cage";
import { defined } from "@dugout/contracts/defined";
import { installFakeBackend, ok, type FakeBackend } from "../../../test/fake-backend";
import { createRouterProbe } from "../../../test/router-probe";
import { BattingCageAdminPage } from "./BattingCageAdminPage";

const ids = {
  scored: "11111111-1111-4111-8111-111111111111",
  pending: "22222222-2222-4222-8222-222222222222",
  tooShort: "33333333-3333-4333-8333-333333333333",
  failed: "44444444-4444-4444-8444-444444444444",
  active: "55555555-5555-4555-8555-555555555555",
};
const rita = { name: { first_name: "Rita", last_name: "Rep" }, providers: [] };
const sam = { name: { first_name: "Sam", last_name: "Seller" }, providers: [] };
const summary = (id: string, user: typeof rita, extra: object) => ({
  id,
  status: "ended" as const,
  created_at: "2026-03-02T09:00:00.000Z",
  ended_at: "2026-03-02T09:05:00.000Z",
  duration_ms: 300_000,
  user,
  ...extra,
});
const report: z.input<typeof reportDataSchema> = {
  totalSessions: 5,
  averageDurationMs: 300_000,
  conversations: [
    summary(ids.scored, rita, { score: 71.6, score_status: "scored" }),
    summary(ids.pending, rita, { score: null, score_status: "pending" }),
    summary(ids.tooShort, sam, { score: null, score_status: "too_short" }),
    summary(ids.failed, sam, { score: null, score_status: "failed" }),
    summary(ids.active, sam, { status: "active", ended_at: null, duration_ms: null, score: null, score_status: null }),
  ],
  averageScore: 71.6,
  scoredSessions: 1,
  reps: [
    { user_id: "sam-id", user: sam },
    { user_id: "rita-id", user: rita },
  ],
};

let backend: FakeBackend;
beforeEach(() => {
  // Later routes are tried first: the report's path would otherwise match the conversation's `:id`.
  backend = installFakeBackend()
    .on("GET", battingCagePaths.conversationRoute, conversationDetailSchema, (request) =>
      ok({
        ...summary(defined(request.params.id, "id"), rita, {}),
        transcript: [{ role: "user", text: `Transcript of ${request.params.id ?? ""}` }],
        batting_cage_configuration: null,
      }),
    )
    .on("GET", battingCagePaths.reportData, reportDataSchema, (request) => {
      const userId = request.url.searchParams.get("user_id");
      if (userId !== "rita-id") return ok(report);
      const conversations = report.conversations.filter((conversation) => conversation.user === rita);
      return ok({ ...report, totalSessions: 2, conversations, scoredSessions: 1 });
    });
});

const { RouterProbe, location, goBack } = createRouterProbe();
const search = () => new URLSearchParams(location()?.search);

function renderPage(url = "/batting_cage") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BattingCageAdminPage />
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (id: string) =>
  defined(
    document.querySelector(`button[data-conversation-id="${id}"]`)?.closest("tr"),
    `the row of ${id}`,
  ) as HTMLElement;

describe("Reports with practice scores", () => {
  it("shows each call's score honestly and the range's average score", async () => {
    renderPage();
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    const cells = (id: string) => within(rowOf(id)).getAllByRole("cell").at(-1)?.textContent;
    expect(cells(ids.scored)).toBe("72");
    expect(cells(ids.pending)).toBe("Scoring…");
    expect(cells(ids.tooShort)).toBe("Too short");
    expect(cells(ids.failed)).toBe("Failed");
    expect(cells(ids.active)).toBe("—");
    expect(screen.getByText("Avg. Score").nextElementSibling).toHaveTextContent("72");
    expect(screen.getByText("1 of 5 sessions scored")).toBeInTheDocument();
  });

  it("says N/A when no call of the range is scored", async () => {
    backend.on("GET", battingCagePaths.reportData, reportDataSchema, () =>
      ok({ totalSessions: 0, averageDurationMs: null, conversations: [], averageScore: null, scoredSessions: 0 }),
    );
    renderPage();
    expect(await screen.findByText("0 of 0 sessions scored")).toBeInTheDocument();
    expect(screen.getByText("Avg. Score").nextElementSibling).toHaveTextContent("N/A");
  });

  it("filters by rep from a select, keeps the choice in the address and restores it on reload", async () => {
    const user = userEvent.setup();
    let view = renderPage("/batting_cage?range=last_week");
    const select = await screen.findByRole("combobox", { name: "Rep" });
    await screen.findByRole("option", { name: "Rita Rep" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All reps", "Rita Rep", "Sam Seller"]);
    await user.selectOptions(select, "Rita Rep");
    await waitFor(() => expect(search().get("rep")).toBe("rita-id"));
    expect(search().get("range")).toBe("last_week");
    const last = defined(backend.requestsTo(battingCagePaths.reportData).at(-1), "a report request").url;
    expect(last.searchParams.get("user_id")).toBe("rita-id");
    expect(last.searchParams.get("range")).toBe("last_week");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Sam Seller" })).toBeNull());

    // A reload (a fresh page on the same address) asks for the same rep and range.
    view.unmount();
    view = renderPage(`/batting_cage?${search().toString()}`);
    expect(await screen.findByRole("combobox", { name: "Rep" })).toHaveValue("rita-id");
    expect(screen.getByRole("button", { name: "Last Week" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens a session into the address; Back, the Back button and Escape return to the list", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("columnheader", { name: "Score" });
    await user.click(within(rowOf(ids.scored)).getByRole("button", { name: "Rita Rep" }));
    expect(await screen.findByText(`Transcript of ${ids.scored}`)).toBeInTheDocument();
    expect(search().get("session")).toBe(ids.scored);

    // The browser's Back closes it.
    goBack();
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(search().get("session")).toBeNull();

    // Escape closes it, and the keyboard is back on the row it came from.
    await user.click(within(rowOf(ids.pending)).getByRole("button", { name: "Rita Rep" }));
    expect(await screen.findByText(`Transcript of ${ids.pending}`)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(search().get("session")).toBeNull();
    await waitFor(() => expect(within(rowOf(ids.pending)).getByRole("button")).toHaveFocus());

    // The detail's own Back button too.
    await user.click(within(rowOf(ids.failed)).getByRole("button", { name: "Sam Seller" }));
    await user.click(await screen.findByRole("button", { name: /Back/ }));
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(search().get("session")).toBeNull();
  });

  it("restores a session from a pasted link, and closing it leaves the list in its place", async () => {
    const user = userEvent.setup();
    renderPage(`/batting_cage?session=${ids.failed}`);
    expect(await screen.findByText(`Transcript of ${ids.failed}`)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(search().get("session")).toBeNull();
    // The list replaced the session: Back does not bring it back.
    goBack();
    await waitFor(() => expect(search().get("session")).toBeNull());
    expect(screen.getByRole("columnheader", { name: "Score" })).toBeInTheDocument();
  });

  it("reads the range from the address and ignores a malformed session id", async () => {
    renderPage("/batting_cage?session=not-an-id&range=this_month");
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "This Month" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps the Configuration section in the address", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("columnheader", { name: "Score" });
    backend.on("GET", battingCagePaths.configuration, battingCageConfigurationSchema, () =>
      ok(unsavedBattingCageConfiguration),
    );
    await user.click(screen.getByRole("button", { name: "Configuration" }));
    expect(search().get("section")).toBe("configuration");
    goBack();
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
  });
});
