import { z } from "zod/mini";
import { battingCageConfigurationInputSchema, battingCageConfigurationSchema } from "./batting-cage-configuration";
import { entityIdSchema, singleLineTextSchema } from "./text";
import { isoDateTimeSchema, serverDateTimeSchema } from "./time";
import { scoreCategoryKeys } from "./scoring";

// A practice scenario: a named simulated customer (today's batting-cage configuration) with a difficulty
// and the rubric categories it exercises. The scenario library stores these values as versions; a draft
// built from a rep's real calls answers the same shape, so the manager reviews it in the same editor.

export const scenarioDifficulties = ["easy", "medium", "hard"] as const;
export type ScenarioDifficulty = (typeof scenarioDifficulties)[number];

export const scenarioLimits = {
  nameMax: 80,
  /** A scenario aims at one to three categories: more would aim at nothing in particular. */
  categoriesMax: 3,
} as const;

export const scenarioNameSchema = singleLineTextSchema.check(
  z.trim(),
  z.minLength(1, { error: "Give the scenario a name." }),
  z.maxLength(scenarioLimits.nameMax, {
    error: `A scenario name must be at most ${scenarioLimits.nameMax} characters.`,
  }),
);

export const scenarioCategoriesSchema = z.array(z.enum(scoreCategoryKeys)).check(
  z.minLength(1, { error: "Choose at least one rubric category the scenario exercises." }),
  z.maxLength(scenarioLimits.categoriesMax, {
    error: `Choose at most ${scenarioLimits.categoriesMax} rubric categories.`,
  }),
  z.refine((keys) => new Set(keys).size === keys.length, { error: "Each category may be chosen once." }),
);

/** What an admin saves (and what a draft proposes): the customer plus what the scenario is for. */
export const scenarioValuesSchema = z.object({
  name: scenarioNameSchema,
  difficulty: z.enum(scenarioDifficulties, { error: "Difficulty must be easy, medium or hard." }),
  categories: scenarioCategoriesSchema,
  configuration: battingCageConfigurationInputSchema,
});
export type ScenarioValuesInput = z.input<typeof scenarioValuesSchema>;
export type ScenarioValues = z.infer<typeof scenarioValuesSchema>;

// ---------------------------------------------------------------------------
// The scenario library's API (docs/requirements/batting-cage.md#scenarios)
// ---------------------------------------------------------------------------

export const scenarioPaths = {
  list: "/api/batting_cage/scenarios",
  itemRoute: "/api/batting_cage/scenarios/:id",
  versionsRoute: "/api/batting_cage/scenarios/:id/versions",
  archiveRoute: "/api/batting_cage/scenarios/:id/archive",
  item: (id: string): string => `/api/batting_cage/scenarios/${encodeURIComponent(id)}`,
  versions: (id: string): string => `/api/batting_cage/scenarios/${encodeURIComponent(id)}/versions`,
  archive: (id: string): string => `/api/batting_cage/scenarios/${encodeURIComponent(id)}/archive`,
} as const;

/**
 * A scenario with its current version. `configuration` is that version as GET /batting_cage_configuration
 * answers one (its id is the version's id; null for the default scenario before its first save), with the
 * scenario fields emptied for a rep when the version hides the scenario from reps.
 */
export const scenarioSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  difficulty: z.enum(scenarioDifficulties),
  categories: z.array(z.enum(scoreCategoryKeys)),
  configuration: battingCageConfigurationSchema,
  /** The oldest scenario: what the configuration routes read and write, and what a call runs by default. */
  is_default: z.boolean(),
  versions: z.int().check(z.gte(0)),
  archived_at: z.nullable(serverDateTimeSchema),
  created_at: serverDateTimeSchema,
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const scenarioListSchema = z.object({ scenarios: z.array(scenarioSchema) });
export type ScenarioList = z.infer<typeof scenarioListSchema>;

export const scenarioListQuerySchema = z.object({
  /** Admins may ask for archived scenarios too ("true"); reps never see them. */
  archived: z.optional(z.enum(["true", "false"])),
});

// ---------------------------------------------------------------------------
// Assignments (docs/requirements/batting-cage.md#assignments)
// ---------------------------------------------------------------------------

export const assignmentPaths = {
  list: "/api/batting_cage/assignments",
  mine: "/api/batting_cage/assignments/mine",
  itemRoute: "/api/batting_cage/assignments/:id",
  item: (id: string): string => `/api/batting_cage/assignments/${encodeURIComponent(id)}`,
} as const;

export const assignmentLimits = {
  goalCallsMax: 50,
  assigneesMax: 1000,
  /** Reminder: this long before the due time (docs/requirements/batting-cage.md#reminders). */
  reminderBeforeDueHours: 48,
} as const;

/** Reach one rep, several, or everyone (every active person who is not an admin, expanded when made). */
export const createAssignmentBodySchema = z
  .object({
    scenario_id: entityIdSchema,
    user_ids: z.optional(
      z.array(entityIdSchema).check(
        z.maxLength(assignmentLimits.assigneesMax, {
          error: `Assign at most ${assignmentLimits.assigneesMax} reps at once.`,
        }),
      ),
    ),
    everyone: z.optional(z.boolean()),
    due_at: isoDateTimeSchema,
    goal: z.object({
      calls: z.int().check(
        z.gte(1, { error: "The goal needs at least one call." }),
        z.lte(assignmentLimits.goalCallsMax, {
          error: `The goal may ask for at most ${assignmentLimits.goalCallsMax} calls.`,
        }),
      ),
      min_score: z
        .int()
        .check(
          z.gte(0, { error: "The minimum score is between 0 and 100." }),
          z.lte(100, { error: "The minimum score is between 0 and 100." }),
        ),
    }),
  })
  .check(
    z.refine((body) => body.everyone === true || (body.user_ids?.length ?? 0) > 0, {
      error: "Choose at least one rep, or everyone.",
      path: ["user_ids"],
    }),
  );
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;
export type CreateAssignmentInput = z.input<typeof createAssignmentBodySchema>;

/**
 * Where one rep stands: `met` once enough calls reached the goal, else `overdue` past the due time, else
 * `started` with at least one scored call of the scenario since the assignment, else `not_started`.
 */
export const assigneeStatuses = ["not_started", "started", "met", "overdue"] as const;
export type AssigneeStatus = (typeof assigneeStatuses)[number];

const assignmentGoalSchema = z.object({ calls: z.int(), min_score: z.int() });

const progressFields = {
  /** Scored calls of the scenario since the assignment was made. */
  calls: z.int().check(z.gte(0)),
  /** Those in which every aimed-at category scored at least the goal's minimum. */
  calls_on_goal: z.int().check(z.gte(0)),
  status: z.enum(assigneeStatuses),
  last_call_at: z.nullable(serverDateTimeSchema),
};

export const assigneeProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  ...progressFields,
});
export type AssigneeProgress = z.infer<typeof assigneeProgressSchema>;

const assignmentScenarioSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  difficulty: z.enum(scenarioDifficulties),
});

export const assignmentSchema = z.object({
  id: entityIdSchema,
  scenario: assignmentScenarioSchema,
  /** The aimed-at categories the goal applies to, as the scenario had them when the assignment was made. */
  categories: z.array(z.enum(scoreCategoryKeys)),
  goal: assignmentGoalSchema,
  due_at: serverDateTimeSchema,
  created_at: serverDateTimeSchema,
  created_by_name: z.string(),
  counts: z.object({
    assignees: z.int(),
    not_started: z.int(),
    started: z.int(),
    met: z.int(),
    overdue: z.int(),
  }),
  assignees: z.array(assigneeProgressSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentListSchema = z.object({ assignments: z.array(assignmentSchema) });
export type AssignmentList = z.infer<typeof assignmentListSchema>;

export const assignmentDeletedSchema = z.object({ deleted: entityIdSchema });

/** A rep's own open assignment (goal not met yet, overdue included), with their progress. */
export const myAssignmentSchema = z.object({
  id: entityIdSchema,
  scenario: assignmentScenarioSchema,
  categories: z.array(z.enum(scoreCategoryKeys)),
  goal: assignmentGoalSchema,
  due_at: serverDateTimeSchema,
  ...progressFields,
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

export const myAssignmentsSchema = z.object({ assignments: z.array(myAssignmentSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** Texts of the scenario and assignment screens (docs/requirements/batting-cage.md#messages). */
export const coachingLoopLabels = {
  assignedToYou: "Assigned to you",
  loadingAssignments: "Loading your assignments…",
  nothingAssigned: "Nothing is assigned to you right now. Pick any scenario below.",
  assignmentsLoadFailed: (message: string) => `Your assignments could not be loaded: ${message}`,
  goalSummary: (minScore: number) => `each at ${minScore} or more`,
  due: (date: string) => `due ${date}`,
  practiseThis: "Practise this",
  chosen: "Chosen for the next call",
  scenario: "Scenario",
  noScenarios: "No scenarios yet.",
  noAssignments: "No assignments yet.",
  loadingScenarios: "Loading scenarios…",
  loadingAssignmentsAdmin: "Loading assignments…",
  loadFailed: (message: string) => `Could not load: ${message}`,
  newScenario: "New scenario",
  name: "Name",
  saveVersion: "Save as new version",
  createScenario: "Create scenario",
  scenarioSaved: "Scenario saved as a new version.",
  scenarioCreated: "Scenario created.",
  scenarioArchived: "Scenario archived.",
  saveFailed: (message: string) => `Could not save: ${message}`,
  archive: "Archive",
  defaultBadge: "Default",
  archivedBadge: "Archived",
  close: "Close",
  versions: (count: number) => `${count} version${count === 1 ? "" : "s"}`,
  edit: "Edit",
  draftSlot: "Draft from a rep's real calls",
  newAssignment: "New assignment",
  assign: "Assign",
  assigned: "Assignment created.",
  reps: "Reps",
  everyone: "Everyone",
  dueDate: "Due date",
  goalCalls: "Calls on goal",
  goalMinScore: "Minimum score in the aimed-at categories",
  difficulty: "Difficulty",
  categories: "Rubric categories it exercises",
  difficultyLabels: { easy: "Easy", medium: "Medium", hard: "Hard" } satisfies Record<ScenarioDifficulty, string>,
  deleteAssignment: "Delete",
  assignmentDeleted: "Assignment deleted.",
  progressHeading: "Progress by rep",
  rep: "Rep",
  status: "Status",
  progress: "Calls on goal",
  lastCall: "Last scored call",
  goalCallsSummary: (calls: number) => `${calls} call${calls === 1 ? "" : "s"}`,
  carryOverSlot: "Practice vs real for this rep",
  defaultScenarioArchive: "The default scenario cannot be archived.",
  archivedScenario: "This scenario was archived. Choose another one.",
} as const;

export const assigneeStatusLabels: Record<AssigneeStatus, string> = {
  not_started: "Not started",
  started: "Started",
  met: "Goal met",
  overdue: "Overdue",
};

/** "1 of 3 calls": progress toward an assignment's goal. */
export const callsProgress = (done: number, goal: number): string =>
  `${done} of ${goal} ${goal === 1 ? "call" : "calls"}`;
