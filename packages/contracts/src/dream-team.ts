import { z } from "zod/mini";
import { httpErrorMessage } from "./errors";
import { serverDateTimeSchema } from "./time";
import { appRoutes } from "./pages";
import { pageLabels } from "./pages";

// ---------------------------------------------------------------------------
// Dream Team (docs/requirements/dream-team.md#fields): the data shapes were left open; these are ours.
// ---------------------------------------------------------------------------

export const dreamTeamPaths = {
  data: "/api/dream_team/data",
  ravi: "/api/dream_team/ravi",
  raviTest: "/api/dream_team/ravi_test",
} as const;

export const agentStatuses = ["online", "degraded", "offline"] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentRegistryEntrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.string().check(z.maxLength(2000)),
  status: z.enum(agentStatuses),
  /** What sort of agent it is (for example "chat", "voice", "analytics"); open-ended. */
  kind: z.string().check(z.minLength(1), z.maxLength(50)),
});
export type AgentRegistryEntry = z.infer<typeof agentRegistryEntrySchema>;

/** GET /api/dream_team/data */
export const dreamTeamDataResponseSchema = z.object({
  data: z.object({ agents: z.array(agentRegistryEntrySchema) }),
});
export type DreamTeamDataResponse = z.infer<typeof dreamTeamDataResponseSchema>;

/** GET /api/dream_team/ravi */
export const raviResponseSchema = z.object({ data: agentRegistryEntrySchema });
export type RaviResponse = z.infer<typeof raviResponseSchema>;

export const raviTestCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  duration_ms: z.number().check(z.gte(0)),
  detail: z.string(),
});
export type RaviTestCheck = z.infer<typeof raviTestCheckSchema>;

/** GET /api/dream_team/ravi_test: ok is true only when every check passed. */
export const raviTestResponseSchema = z.object({
  data: z.object({
    agent: z.string(),
    ok: z.boolean(),
    ran_at: serverDateTimeSchema,
    duration_ms: z.number().check(z.gte(0)),
    checks: z.array(raviTestCheckSchema),
  }),
});
export type RaviTestResponse = z.infer<typeof raviTestResponseSchema>;

export const dreamTeamLabels = {
  signedOutTitle: "Dream Team / AI Agent Collection",
  title: "Dream Team - AI Agent Collection - Coming Soon",
  underConstruction: "Under Construction",
  testingInProgress: "Testing in progress...",
  raviName: "RAVI",
  back: "Back",
  /** The disclosure that folds the raw debug data away. */
  debugData: "Debug data",
} as const;

/** RAVI's self-test in one line: whether every check passed, and which did not. */
export function raviTestSummary(result: Pick<RaviTestResponse["data"], "ok" | "checks" | "duration_ms">): string {
  const count = result.checks.length;
  if (result.ok)
    return `All ${count} ${count === 1 ? "check" : "checks"} passed in ${Math.round(result.duration_ms)} ms.`;
  const failed = result.checks.filter((check) => !check.ok).map((check) => check.name);
  return `${failed.length} of ${count} checks failed: ${failed.join(", ")}.`;
}

export const dreamTeamMessages = {
  httpError: httpErrorMessage,
  error: (message: string): string => `Error: ${message}`,
} as const;

// ---------------------------------------------------------------------------
// Starter Tools hub (docs/requirements/starter-tools.md)
// ---------------------------------------------------------------------------

export const starterToolsConstants = {
  placeholderTiles: 8,
  columns: 3,
} as const;

export const starterToolsLabels = {
  title: "Starter Tools",
  signInPrompt: "Sign in to continue",
  businessNameGenerator: pageLabels.businessNameGenerator,
  /** Only what the generator does: no domain lookup (its availability score is an estimate). */
  businessNameGeneratorLine:
    "Find a name for your business, see how each name scores, and get taglines, logo ideas and color palettes.",
  comingSoon: "Coming Soon",
} as const;

export interface StarterToolTile {
  id: string;
  title: string;
  /** null for the inert Coming Soon tiles. */
  href: string | null;
}

export const starterToolsTiles: readonly StarterToolTile[] = [
  {
    id: "business_name_generator",
    title: starterToolsLabels.businessNameGenerator,
    href: appRoutes.businessNameGenerator,
  },
  ...Array.from({ length: starterToolsConstants.placeholderTiles }, (_, index) => ({
    id: `coming_soon_${index + 1}`,
    title: starterToolsLabels.comingSoon,
    href: null,
  })),
];
