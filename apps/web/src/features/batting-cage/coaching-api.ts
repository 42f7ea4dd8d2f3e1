import { queryOptions } from "@tanstack/react-query";
import type {
  Assignment,
  CreateAssignmentInput,
  Scenario,
  ScenarioValuesInput,
} from "@dugout/contracts/practice-scenarios";
import { api } from "../../lib/api";

/**
 * The coaching loop's queries: the scenario library, assignments, and the reps an admin assigns to. Their contracts
 * load with the first request rather than with the page: the practice page is preloaded for admins too, and its
 * first load stays within its budget (apps/web/e2e/delivery.spec.ts).
 */
const contracts = () => import("@dugout/contracts/practice-scenarios");
const coachingKey = ["batting-cage", "coaching"] as const;

/** Every query of the coaching loop: what a save, an archive or an assignment invalidates. */
export const coachingQueryKey = coachingKey;

/** The library (archived ones too when an admin asks). */
export const scenariosQuery = (archived = false) =>
  queryOptions({
    queryKey: [...coachingKey, "scenarios", archived],
    queryFn: async ({ signal }) => {
      const { scenarioPaths, scenarioListSchema } = await contracts();
      return api(scenarioPaths.list, {
        query: { archived: archived ? "true" : undefined },
        schema: scenarioListSchema,
        signal,
      });
    },
  });

/** The signed-in rep's assignments still in view, with their progress. */
export const myAssignmentsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "assignments", "mine"],
    queryFn: async ({ signal }) => {
      const { assignmentPaths, myAssignmentsSchema } = await contracts();
      return api(assignmentPaths.mine, { schema: myAssignmentsSchema, signal });
    },
  });

/** Every assignment with each assignee's progress (admins). */
export const assignmentsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "assignments", "all"],
    queryFn: async ({ signal }) => {
      const { assignmentPaths, assignmentListSchema } = await contracts();
      return api(assignmentPaths.list, { schema: assignmentListSchema, signal });
    },
  });

/** The people an admin may assign to: everyone not deactivated who is not an admin (invited people too). */
export const assignableRepsQuery = () =>
  queryOptions({
    queryKey: [...coachingKey, "reps"],
    queryFn: async ({ signal }) => {
      const { userApiPaths, usersAnswerSchema } = await import("@dugout/contracts/users");
      const { users } = await api(userApiPaths.list, { schema: usersAnswerSchema, signal });
      return users.filter((user) => user.role !== "admin" && user.status !== "deactivated");
    },
  });

export const createScenario = async (values: ScenarioValuesInput): Promise<Scenario> => {
  const { scenarioPaths, scenarioSchema } = await contracts();
  return api(scenarioPaths.list, { method: "POST", body: values, schema: scenarioSchema });
};

export const saveScenarioVersion = async (id: string, values: ScenarioValuesInput): Promise<Scenario> => {
  const { scenarioPaths, scenarioSchema } = await contracts();
  return api(scenarioPaths.versions(id), { method: "POST", body: values, schema: scenarioSchema });
};

export const archiveScenario = async (id: string): Promise<Scenario> => {
  const { scenarioPaths, scenarioSchema } = await contracts();
  return api(scenarioPaths.archive(id), { method: "POST", schema: scenarioSchema });
};

export const createAssignment = async (body: CreateAssignmentInput): Promise<Assignment> => {
  const { assignmentPaths, assignmentSchema } = await contracts();
  return api(assignmentPaths.list, { method: "POST", body, schema: assignmentSchema });
};

export const deleteAssignment = async (id: string): Promise<unknown> => {
  const { assignmentPaths, assignmentDeletedSchema } = await contracts();
  return api(assignmentPaths.item(id), { method: "DELETE", schema: assignmentDeletedSchema });
};
