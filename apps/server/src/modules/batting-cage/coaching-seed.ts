import { eq } from "drizzle-orm";
import {
  battingCageDefaultConfiguration,
  resolveBattingCageConfiguration,
  type BattingCageConfigurationValues,
} from "@dugout/contracts/batting-cage";
import type { ScenarioValues } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import { battingCageAssignees, battingCageAssignments, battingCageScenarios, users, type Db } from "@dugout/db";
import { saveVersionRow } from "./configuration-repository";
import { insertDemoCall, scoreDemoCall, seeded, type DemoPerson } from "./demo-practice-calls";

/** The second demo rep: a real-call rep of the Scoring Champ demo data with a user account (identity's seed). */
export const coachingDemoRepEmail = "jordan.brooks@dugout.example";

const day = 86_400_000;

const customer: BattingCageConfigurationValues = {
  ...battingCageDefaultConfiguration,
  customer_type: "Switcher",
  business_name: "Harbor Dental",
  employee_count: "10-20",
  business_type: "Dental office",
  payroll_provider: "ADP",
  personality_type: "Analytical",
  randomize_objection: true,
};

const discoveryDrill: ScenarioValues = {
  name: "Discovery deep dive",
  difficulty: "medium",
  categories: ["discovery_depth_score", "discovery_effectiveness_score"],
  configuration: {
    ...customer,
    custom_instructions: "Answer the first question briefly; open up only when the rep asks a follow-up.",
  },
};

const priceDrill: ScenarioValues = {
  name: "Price objection, hard",
  difficulty: "hard",
  categories: ["objection_probing_score", "objection_responding_score"],
  configuration: {
    ...customer,
    business_name: "Copper Kettle Cafe",
    business_type: "Restaurant",
    employee_count: "5-10",
    objection: "It's too expensive. I can't justify another monthly bill right now.",
    randomize_objection: false,
    personality_type: "Skeptical",
  },
};

async function scenarioWithVersion(db: Db, values: ScenarioValues, author: { id: string | null; fullName: string }) {
  const [scenario] = await db.insert(battingCageScenarios).values({}).returning({ id: battingCageScenarios.id });
  if (!scenario) throw new Error("insert returned no row");
  const version = await saveVersionRow(db, values.configuration, author, {
    id: scenario.id,
    name: values.name,
    difficulty: values.difficulty,
    categories: values.categories,
  });
  return { scenarioId: scenario.id, version };
}

interface DemoAssignment {
  values: ScenarioValues;
  person: DemoPerson;
  createdDaysAgo: number;
  dueInDays: number;
  goal: { calls: number; minScore: number };
  /** Aimed-at scores of the person's calls since the assignment, oldest first. */
  calls: Partial<Record<ScoreCategoryKey, number>>[];
}

/**
 * The coaching loop on a fresh install: two scenarios, an assignment in progress for rep@example.com (one of
 * three calls on goal) and a met one for the second demo rep, each with scored practice calls, so the practice
 * page shows "Assigned to you" and the admin's Assignments page shows started and met. Both reps have real calls
 * too (Scoring Champ's demo data), so Practice vs Real compares them.
 */
export async function seedCoachingLoop(
  db: Db,
  admin: { id: string; name: string } | null,
  rep: DemoPerson,
  now: Date,
): Promise<void> {
  const [second] = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(users)
    .where(eq(users.email, coachingDemoRepEmail));
  const author = { id: admin?.id ?? null, fullName: admin?.name ?? "Dugout Admin" };
  const plans: DemoAssignment[] = [
    {
      values: discoveryDrill,
      person: rep,
      createdDaysAgo: 4,
      dueInDays: 3,
      goal: { calls: 3, minScore: 70 },
      calls: [
        { discovery_depth_score: 58, discovery_effectiveness_score: 66 },
        { discovery_depth_score: 74, discovery_effectiveness_score: 78 },
      ],
    },
    ...(second
      ? [
          {
            values: priceDrill,
            person: second,
            createdDaysAgo: 9,
            dueInDays: 2,
            goal: { calls: 2, minScore: 65 },
            calls: [
              { objection_probing_score: 61, objection_responding_score: 70 },
              { objection_probing_score: 72, objection_responding_score: 68 },
              { objection_probing_score: 80, objection_responding_score: 77 },
            ],
          },
        ]
      : []),
  ];
  const random = seeded(20_261_127);
  for (const plan of plans) {
    const { scenarioId, version } = await scenarioWithVersion(db, plan.values, author);
    const createdAt = new Date(now.getTime() - plan.createdDaysAgo * day);
    const [assignment] = await db
      .insert(battingCageAssignments)
      .values({
        scenarioId,
        categories: plan.values.categories,
        goalCalls: plan.goal.calls,
        goalMinScore: plan.goal.minScore,
        dueAt: new Date(now.getTime() + plan.dueInDays * day),
        createdBy: author.id,
        createdByName: author.fullName,
        createdAt,
      })
      .returning({ id: battingCageAssignments.id });
    if (!assignment) continue;
    await db.insert(battingCageAssignees).values({ assignmentId: assignment.id, userId: plan.person.id });
    for (const [index, aimed] of plan.calls.entries()) {
      const at = new Date(createdAt.getTime() + (index + 1) * day);
      const id = await insertDemoCall(db, {
        person: plan.person,
        scenarioId,
        configurationId: version.id,
        configuration: {
          ...resolveBattingCageConfiguration({ ...plan.values.configuration, id: version.id }, random),
          id: version.id,
        },
        createdAt: at,
        durationMs: 540_000 + Math.floor(random() * 240_000),
      });
      if (id) await scoreDemoCall(db, id, new Date(at.getTime() + 60_000), 62 + index * 4, aimed);
    }
  }
}
