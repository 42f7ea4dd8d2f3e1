import { type SampleFactory, type SamplePeople, resolvedConfiguration } from "../route-fixture";

const scenarioSample = (people: SamplePeople) => {
  const { id: _version, ...configuration } = resolvedConfiguration(people);
  return {
    name: `${people.lastName} objection drill`,
    difficulty: "hard",
    categories: ["objection_probing_score", "objection_responding_score"],
    configuration: { ...configuration, randomize_objection: true, hide_scenario_from_reps: false },
  };
};

/** The batting cage: configuration, practice calls, scenarios and assignments. */
export const battingCageSamples: Record<string, SampleFactory> = {
  "GET /batting_cage_configuration": (f) => ({ headers: f.rep }),
  "POST /batting_cage_configurations": (f) => {
    const { id: _id, ...values } = resolvedConfiguration(f.people);
    return {
      headers: f.admin,
      body: {
        batting_cage_configuration: {
          ...values,
          randomize_objection: true,
          user_id: f.repId,
          user_full_name: f.people.name,
        },
      },
    };
  },
  "POST /create_session": (f) => ({
    headers: f.rep,
    body: {
      instructions: "You run a bakery.\nBe polite.",
      user: {
        user_id: f.repId,
        name: { first_name: f.people.firstName, last_name: f.people.lastName },
        providers: [{ provider_type: "email", profile_picture_url: "https://example.com/p.png" }],
      },
      batting_cage_configuration_id: null,
      batting_cage_configuration: resolvedConfiguration(f.people),
    },
  }),
  "GET /api/batting_cage/scenarios": (f) => ({ headers: f.admin, query: { archived: "true" } }),
  "POST /api/batting_cage/scenarios": (f) => ({ headers: f.admin, body: scenarioSample(f.people) }),
  "GET /api/batting_cage/scenarios/:id": (f) => ({ headers: f.rep, params: { id: f.scenarioId } }),
  "POST /api/batting_cage/scenarios/:id/versions": (f) => ({
    headers: f.admin,
    params: { id: f.scenarioId },
    body: scenarioSample(f.people),
  }),
  // Archives a scenario of its own each time, so the fixture's stays usable.
  "POST /api/batting_cage/scenarios/:id/archive": async (f) => ({
    headers: f.admin,
    params: { id: await f.newScenario() },
  }),
  "GET /api/batting_cage/assignments": (f) => ({ headers: f.admin }),
  "POST /api/batting_cage/assignments": (f) => ({
    headers: f.admin,
    body: {
      scenario_id: f.scenarioId,
      user_ids: [f.repId],
      everyone: false,
      due_at: "2030-01-31T17:00:00Z",
      goal: { calls: 3, min_score: 70 },
    },
  }),
  "GET /api/batting_cage/assignments/mine": (f) => ({ headers: f.rep }),
  "GET /api/batting_cage/assignments/:id": async (f) => ({ headers: f.admin, params: { id: await f.newAssignment() } }),
  "DELETE /api/batting_cage/assignments/:id": async (f) => ({
    headers: f.admin,
    params: { id: await f.newAssignment() },
  }),
  "GET /batting_cage_conversations/report_data": (f) => ({
    headers: f.admin,
    query: { range: "this_week", tz: "Europe/Paris", user_id: f.repId },
  }),
  "GET /batting_cage_conversations/history": (f) => ({ headers: f.admin, query: { user_id: f.repId } }),
  "GET /batting_cage_conversations/:id": (f) => ({ headers: f.rep, params: { id: f.conversationId } }),
  "PATCH /batting_cage_conversations/:id": async (f) => ({
    headers: f.rep,
    params: { id: (await f.newConversation()).id },
    body: {
      append: {
        from_index: 0,
        entries: [
          { role: "user", text: `Hi, this is ${f.people.name}.\tHow are you?` },
          { role: "assistant", text: "Fine, thanks.\r\nWho is this?" },
        ],
      },
      // The call started a moment ago: it ends now (neither before it started nor in the future).
      ended_at: new Date().toISOString(),
      duration_ms: 720000,
    },
  }),
};
