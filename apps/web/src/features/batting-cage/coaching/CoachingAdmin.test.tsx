import { beforeEach, describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import type { z } from "zod/mini";
import { unsavedBattingCageConfiguration, type BattingCageConfiguration } from "@dugout/contracts/batting-cage";
import {
  assignmentDeletedSchema,
  assignmentListSchema,
  assignmentPaths,
  assignmentSchema,
  createAssignmentBodySchema,
  scenarioListSchema,
  scenarioPaths,
  scenarioSchema,
  scenarioValuesSchema,
} from "@dugout/contracts/practice-scenarios";
import { userApiPaths, usersAnswerSchema } from "@dugout/contracts/users";
import { apiError, installFakeBackend, ok, type FakeBackend } from "../../../test/fake-backend";
import { BattingCageAdminPage } from "../admin/BattingCageAdminPage";
import { isoDay } from "../../../lib/time";
import { endOfLocalDay } from "./AssignmentsView";
import type { CoachingSlots } from "./coaching-slots";

const r1 = "88888888-8888-4888-8888-888888888881";
const r2 = "88888888-8888-4888-8888-888888888882";
const configuration: BattingCageConfiguration = {
  ...unsavedBattingCageConfiguration,
  id: "22222222-2222-4222-8222-222222222222",
  customer_type: "Switcher",
  business_name: "Harbor Dental",
  employee_count: "10-20",
  business_type: "Dental office",
  payroll_provider: "ADP",
  randomize_objection: true,
  randomize_personality_type: true,
  user_id: "admin",
  user_full_name: "Ada Admin",
  updated_at: "2026-03-01T10:00:00.000Z",
};
const defaultScenario: z.input<typeof scenarioSchema> = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "Default scenario",
  difficulty: "medium",
  categories: ["objection_probing_score", "objection_responding_score"],
  configuration,
  is_default: true,
  versions: 3,
  archived_at: null,
  created_at: "2026-01-01T10:00:00.000Z",
};
const drill: z.input<typeof scenarioSchema> = {
  ...defaultScenario,
  id: "44444444-4444-4444-8444-444444444444",
  name: "Discovery deep dive",
  difficulty: "hard",
  categories: ["discovery_depth_score"],
  is_default: false,
  versions: 1,
};
const assignment: z.input<typeof assignmentSchema> = {
  id: "66666666-6666-4666-8666-666666666666",
  scenario: { id: drill.id, name: drill.name, difficulty: "hard" },
  categories: ["discovery_depth_score"],
  goal: { calls: 3, min_score: 70 },
  due_at: "2026-03-05T17:00:00.000Z",
  created_at: "2026-03-01T09:00:00.000Z",
  created_by_name: "Ada Admin",
  counts: { assignees: 2, not_started: 0, started: 1, met: 1, overdue: 0 },
  assignees: [
    {
      user_id: r1,
      name: "Jordan Brooks",
      email: "j@example.com",
      calls: 3,
      calls_on_goal: 3,
      status: "met",
      last_call_at: "2026-03-03T09:00:00.000Z",
    },
    {
      user_id: r2,
      name: "Riley Rep",
      email: "rep@example.com",
      calls: 2,
      calls_on_goal: 1,
      status: "started",
      last_call_at: null,
    },
  ],
};
const person = (id: string, name: string, role: "admin" | null = null) => ({
  id,
  email: `${id}@example.com`,
  phone_number: null,
  name,
  role,
  status: "active" as const,
  last_sign_in_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
});

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend()
    .on("GET", scenarioPaths.list, scenarioListSchema, () => ok({ scenarios: [defaultScenario, drill] }))
    .on("POST", scenarioPaths.list, scenarioSchema, (request) => {
      const values = scenarioValuesSchema.parse(request.body);
      return { status: 201, body: { ...drill, id: "77777777-7777-4777-8777-777777777777", name: values.name } };
    })
    .on("POST", scenarioPaths.versionsRoute, scenarioSchema, () => ({ status: 201, body: { ...drill, versions: 2 } }))
    .on("POST", scenarioPaths.archiveRoute, scenarioSchema, () =>
      ok({ ...drill, archived_at: "2026-03-02T00:00:00.000Z" }),
    )
    .on("GET", assignmentPaths.list, assignmentListSchema, () => ok({ assignments: [assignment] }))
    .on("POST", assignmentPaths.list, assignmentSchema, () => ({ status: 201, body: assignment }))
    .on("DELETE", assignmentPaths.itemRoute, assignmentDeletedSchema, (request) =>
      ok({ deleted: request.params["id"] ?? "" }),
    )
    .on("GET", userApiPaths.list, usersAnswerSchema, () =>
      ok({ users: [person(r1, "Jordan Brooks"), person(r2, "Riley Rep"), person("a1", "Ada Admin", "admin")] }),
    );
});

function renderAt(section: string, coaching?: CoachingSlots) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/batting_cage?section=${section}`]}>
        <BattingCageAdminPage {...(coaching ? { coaching } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("what the coaching feature adds (the route module's slots)", () => {
  it("fills the scenario editor from a draft of a rep's real calls", async () => {
    const user = userEvent.setup();
    renderAt("scenarios", {
      draftPanel: (onUseDraft) => (
        <button
          type="button"
          onClick={() =>
            onUseDraft({
              name: "Riley: discovery",
              difficulty: "easy",
              categories: ["discovery_depth_score", "discovery_effectiveness_score"],
              configuration: { business_name: "Sunrise Salon", business_type: "Hair salon" },
            })
          }
        >
          Use this draft
        </button>
      ),
    });
    await user.click(await screen.findByRole("button", { name: "New scenario" }));
    const editor = screen.getByRole("group", { name: "New scenario" });
    await user.click(within(editor).getByRole("button", { name: "Draft from a rep's real calls" }));
    await user.click(within(editor).getByRole("button", { name: "Use this draft" }));
    expect(within(editor).getByLabelText("Name")).toHaveValue("Riley: discovery");
    expect(within(editor).getByLabelText("Business Name")).toHaveValue("Sunrise Salon");
    expect(within(editor).getByLabelText("Discovery Effectiveness")).toBeChecked();
    await user.click(within(editor).getByRole("button", { name: "Create scenario" }));
    await waitFor(() => expect(backend.requestsTo(scenarioPaths.list, "POST")).toHaveLength(1));
    expect(scenarioValuesSchema.parse(backend.requestsTo(scenarioPaths.list, "POST")[0]?.body)).toMatchObject({
      name: "Riley: discovery",
      difficulty: "easy",
      configuration: { business_name: "Sunrise Salon", business_type: "Hair salon" },
    });
  });

  it("shows the carry-over chart of the chosen assignee since the assignment's day", async () => {
    const user = userEvent.setup();
    renderAt("assignments", {
      carryOver: ({ userId, categories, since }) => (
        <p>{`chart of ${userId} in ${categories.join()} since ${since}`}</p>
      ),
    });
    const card = await screen.findByRole("article", { name: "Discovery deep dive" });
    await user.selectOptions(within(card).getByLabelText("Practice vs real for this rep"), r2);
    expect(
      within(card).getByText(
        `chart of ${r2} in discovery_depth_score since ${isoDay(new Date(assignment.created_at))}`,
      ),
    ).toBeInTheDocument();
  });
});

describe("the Scenarios area", () => {
  it("lists the library and creates a scenario with its difficulty, categories and customer", async () => {
    const user = userEvent.setup();
    renderAt("scenarios");
    expect(screen.getByRole("button", { name: "Scenarios" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("Discovery deep dive")).toBeInTheDocument();
    expect(screen.getByText("Default")).toBeInTheDocument();
    // The default scenario cannot be archived: no button for it.
    expect(screen.queryByRole("button", { name: "Archive Default scenario" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "New scenario" }));
    const editor = screen.getByRole("group", { name: "New scenario" });
    await user.type(within(editor).getByLabelText("Name"), "Price objection");
    await user.selectOptions(within(editor).getByLabelText("Difficulty"), "hard");
    await user.click(within(editor).getByLabelText("Objection Handling: Probing"));
    await user.click(within(editor).getByLabelText("Objection Handling: Responding"));
    await user.click(within(editor).getByLabelText("Discovery Depth/Breadth"));
    // Three at most: the rest are disabled.
    expect(within(editor).getByLabelText("ACE")).toBeDisabled();
    await user.type(within(editor).getByLabelText("Business Name"), "Copper Kettle Cafe");
    await user.click(within(editor).getByRole("button", { name: "Create scenario" }));
    await waitFor(() => expect(backend.requestsTo(scenarioPaths.list, "POST")).toHaveLength(1));
    const body = scenarioValuesSchema.parse(backend.requestsTo(scenarioPaths.list, "POST")[0]?.body);
    expect(body).toMatchObject({
      name: "Price objection",
      difficulty: "hard",
      categories: ["objection_probing_score", "objection_responding_score", "discovery_depth_score"],
      configuration: { business_name: "Copper Kettle Cafe" },
    });
    expect(await screen.findByText("Scenario created.")).toBeInTheDocument();
  });

  it("saves a new version of a scenario and archives one", async () => {
    const user = userEvent.setup();
    renderAt("scenarios");
    await user.click(await screen.findByRole("button", { name: "Edit Discovery deep dive" }));
    const editor = screen.getByRole("group", { name: "Discovery deep dive" });
    expect(within(editor).getByLabelText("Name")).toHaveValue("Discovery deep dive");
    expect(within(editor).getByLabelText("Discovery Depth/Breadth")).toBeChecked();
    await user.click(within(editor).getByRole("button", { name: "Save as new version" }));
    await waitFor(() => expect(backend.requestsTo(scenarioPaths.versions(drill.id), "POST")).toHaveLength(1));
    expect(await screen.findByText("Scenario saved as a new version.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Archive Discovery deep dive" }));
    await waitFor(() => expect(backend.requestsTo(scenarioPaths.archive(drill.id), "POST")).toHaveLength(1));
  });

  it("says when the library could not be loaded", async () => {
    backend.on("GET", scenarioPaths.list, scenarioListSchema, () => apiError(500, "internal", "Boom."));
    renderAt("scenarios");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load: Boom.");
  });
});

describe("the Assignments area", () => {
  it("shows each rep's status and progress toward the goal", async () => {
    renderAt("assignments");
    const card = await screen.findByRole("article", { name: "Discovery deep dive" });
    const jordan = within(card).getByRole("row", { name: /Jordan Brooks/ });
    expect(within(jordan).getByText("Goal met")).toBeInTheDocument();
    expect(within(jordan).getByText("3 of 3 calls")).toBeInTheDocument();
    const riley = within(card).getByRole("row", { name: /Riley Rep/ });
    expect(within(riley).getByText("Started")).toBeInTheDocument();
    expect(within(riley).getByText("1 of 3 calls")).toBeInTheDocument();
    expect(within(card).getByText(/Goal met: 1 · Started: 1 · Not started: 0 · Overdue: 0/)).toBeInTheDocument();
  });

  it("assigns a scenario to chosen reps with a due date (end of that day, viewer's zone) and a goal", async () => {
    const user = userEvent.setup();
    renderAt("assignments");
    const form = await screen.findByRole("form", { name: "New assignment" });
    await within(form).findByRole("option", { name: "Discovery deep dive" });
    await user.selectOptions(within(form).getByLabelText("Scenario"), drill.id);
    // Admins are not offered.
    expect(within(form).queryByLabelText("Ada Admin")).not.toBeInTheDocument();
    const assign = within(form).getByRole("button", { name: "Assign" });
    expect(assign).toBeDisabled();
    await user.click(await within(form).findByLabelText("Riley Rep"));
    const due = within(form).getByLabelText("Due date");
    await user.clear(due);
    await user.type(due, "2026-03-20");
    const calls = within(form).getByLabelText("Calls on goal");
    await user.clear(calls);
    await user.type(calls, "2");
    await user.click(assign);
    await waitFor(() => expect(backend.requestsTo(assignmentPaths.list, "POST")).toHaveLength(1));
    const body = createAssignmentBodySchema.parse(backend.requestsTo(assignmentPaths.list, "POST")[0]?.body);
    expect(body).toEqual({
      scenario_id: drill.id,
      user_ids: [r2],
      due_at: endOfLocalDay("2026-03-20"),
      goal: { calls: 2, min_score: 70 },
    });
    expect(await screen.findByText("Assignment created.")).toBeInTheDocument();
  });

  it("assigns to everyone, and deletes an assignment", async () => {
    const user = userEvent.setup();
    renderAt("assignments");
    const form = await screen.findByRole("form", { name: "New assignment" });
    await within(form).findByRole("option", { name: "Discovery deep dive" });
    await user.click(within(form).getByLabelText("Everyone"));
    await user.click(within(form).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(backend.requestsTo(assignmentPaths.list, "POST")).toHaveLength(1));
    expect(backend.requestsTo(assignmentPaths.list, "POST")[0]?.body).toMatchObject({ everyone: true });

    await user.click(await screen.findByRole("button", { name: "Delete Discovery deep dive" }));
    await waitFor(() => expect(backend.requestsTo(assignmentPaths.item(assignment.id), "DELETE")).toHaveLength(1));
  });

  it("says when there are no assignments yet", async () => {
    backend.on("GET", assignmentPaths.list, assignmentListSchema, () => ok({ assignments: [] }));
    renderAt("assignments");
    expect(await screen.findByText("No assignments yet.")).toBeInTheDocument();
  });
});
