import { queryOptions } from "@tanstack/react-query";
import {
  assignmentDeletedSchema,
  assignmentListSchema,
  assignmentPaths,
  assignmentSchema,
  myAssignmentsSchema,
  scenarioListSchema,
  scenarioPaths,
  scenarioSchema,
  type Assignment,
  type CreateAssignmentInput,
  type Scenario,
  type ScenarioValuesInput,
} from "@dugout/contracts/practice-scenarios";
import { userApiPaths, usersAnswerSchema } from "@dugout/contracts/users";
import { api } from "../../lib/api";

/** The coaching loop's queries: the scenario library, assignments, and the reps an admin assigns to. */
const coachingKey = ["batting-cage", "coaching"] as const;

/** Every query of the coaching loop: what a save, an archive or an assignment invalidates. */
export const coachingQueryKey = coachingKey;

/** The library (archived ones too when an admin asks). */
export const scenariosQuery = (archived = false) =>
  queryOptions({
    queryKey: [...coachingKey, "scenarios", archived],
    queryFn: ({ signal }) =>
      api(scenarioPaths.list, {
        query: { archived: archived ? "true" : undefined },
        schema: scenarioListSchema,
        signal,
      }),
  });

/** The signed-in rep's assignments still in view, with their progress. */
export const myAssignmentsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "assignments", "mine"],
    queryFn: ({ signal }) => api(assignmentPaths.mine, { schema: myAssignmentsSchema, signal }),
  });

/** Every assignment with each assignee's progress (admins). */
export const assignmentsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "assignments", "all"],
    queryFn: ({ signal }) => api(assignmentPaths.list, { schema: assignmentListSchema, signal }),
  });

/** The people an admin may assign to: everyone not deactivated who is not an admin (invited people too). */
export const assignableRepsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "reps"],
    queryFn: async ({ signal }) => {
      const { users } = await api(userApiPaths.list, { schema: usersAnswerSchema, signal });
      return users.filter((user) => user.role !== "admin" && user.status !== "deactivated");
    },
  });

export const createScenario = (values: ScenarioValuesInput): Promise<Scenario> =>
  api(scenarioPaths.list, { method: "POST", body: values, schema: scenarioSchema });

export const saveScenarioVersion = (id: string, values: ScenarioValuesInput): Promise<Scenario> =>
  api(scenarioPaths.versions(id), { method: "POST", body: values, schema: scenarioSchema });

export const archiveScenario = (id: string): Promise<Scenario> =>
  api(scenarioPaths.archive(id), { method: "POST", schema: scenarioSchema });

export const createAssignment = (body: CreateAssignmentInput): Promise<Assignment> =>
  api(assignmentPaths.list, { method: "POST", body, schema: assignmentSchema });

export const deleteAssignment = (id: string): Promise<unknown> =>
  api(assignmentPaths.item(id), { method: "DELETE", schema: assignmentDeletedSchema });
