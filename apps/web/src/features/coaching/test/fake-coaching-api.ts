import { objections } from "@dugout/contracts/batting-cage-lists";
import {
  carryOverResponseSchema,
  coachingPaths,
  coachingRepsResponseSchema,
  scenarioDraftResponseSchema,
  type CarryOver,
  type CoachingRep,
  type ScenarioDraft,
} from "@dugout/contracts/coaching";
import { ok, type FakeBackend } from "../../../test/fake-backend";

export const maya: CoachingRep = {
  user_id: "8f1c3a52-1d4e-4f59-9a3c-6b2f0e7d1a90",
  name: "Maya Patel",
  email: "maya.patel@example.com",
  real_calls: 42,
};

/** What the server answers for Maya: two weak categories, two objections, the draft. */
export const mayaDraft: ScenarioDraft = {
  rep: maya,
  real_calls: 12,
  weak_categories: [
    {
      key: "objection_probing_score",
      label: "Objection Handling: Probing",
      average: 38.4,
      calls: 7,
      evidence: [
        {
          gong_call_id: "g-1",
          date: "2026-03-02T15:00:00.000Z",
          company_name: "Acme Bakery",
          score: 20,
          quotes: [{ entry: 9, start: 0, end: 13, text: "I hear you." }],
          suggestion: 'Ask what is behind the objection: "What makes you say that?"',
        },
      ],
    },
    { key: "discovery_depth_score", label: "Discovery Depth/Breadth", average: 44, calls: 12, evidence: [] },
  ],
  objections: [
    {
      objection: objections[5],
      count: 5,
      examples: ["Honestly, it sounds too expensive for us right now.", "It's too expensive, I can't justify it."],
    },
    { objection: objections[0], count: 2, examples: ["We already have a provider and it mostly works."] },
  ],
  drafted_by: "offline",
  fallback_reason: null,
  draft: {
    name: "Maya: Objection Handling: Probing + Discovery Depth/Breadth",
    difficulty: "hard",
    categories: ["objection_probing_score", "discovery_depth_score"],
    configuration: {
      customer_type: "Switcher",
      objection: objections[5],
      business_name: null,
      employee_count: "5-10",
      business_type: "Bakery",
      payroll_provider: "Gusto",
      personality_type: "Skeptical",
      custom_instructions: "This practice call trains Objection Handling: Probing and Discovery Depth/Breadth.",
      randomize_customer_type: false,
      randomize_objection: false,
      randomize_business_name: true,
      randomize_employee_count: false,
      randomize_business_type: false,
      randomize_payroll_provider: false,
      randomize_personality_type: false,
      hide_scenario_from_reps: false,
    },
  },
};

export function answerReps(backend: FakeBackend, reps: CoachingRep[] = [maya]): FakeBackend {
  return backend.on("GET", coachingPaths.reps, coachingRepsResponseSchema, () => ok({ reps }));
}

export function answerDraft(backend: FakeBackend, draft: ScenarioDraft = mayaDraft): FakeBackend {
  return backend.on("GET", coachingPaths.scenarioDraft, scenarioDraftResponseSchema, () => ok(draft));
}

/** Weeks from 2026-01-05 to 2026-03-09 with practice before and after the start (2026-02-04, a Wednesday). */
export const probingCarryOver: CarryOver = {
  since: "2026-02-04",
  compared_from: "2025-12-10",
  categories: [
    {
      key: "objection_probing_score",
      label: "Objection Handling: Probing",
      weeks: [
        { week: "2026-01-05", practice: 40, practice_calls: 2, real: 38, real_calls: 3 },
        { week: "2026-01-12", practice: 42, practice_calls: 1, real: null, real_calls: 0 },
        { week: "2026-01-19", practice: null, practice_calls: 0, real: 39, real_calls: 2 },
        { week: "2026-01-26", practice: null, practice_calls: 0, real: null, real_calls: 0 },
        { week: "2026-02-02", practice: 55, practice_calls: 2, real: 45, real_calls: 2 },
        { week: "2026-02-09", practice: 63, practice_calls: 1, real: 52, real_calls: 3 },
      ],
      practice: { before: 41, after: 63, calls_before: 3, calls_after: 3 },
      real: { before: 38, after: 52, calls_before: 5, calls_after: 5 },
      sentence:
        "Objection Handling: Probing rose from 41 to 63 on practice calls and from 38 to 52 on real calls since the assignment on 4 February.",
    },
  ],
};

export function answerCarryOver(backend: FakeBackend, carryOver: CarryOver = probingCarryOver): FakeBackend {
  return backend.on("GET", coachingPaths.carryOver, carryOverResponseSchema, () => ok(carryOver));
}
