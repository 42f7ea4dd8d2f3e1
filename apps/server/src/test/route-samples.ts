import {
  businessTypes,
  customerTypes,
  employeeCountLabels,
  objections,
  payrollProviders,
  personalityTypeNames,
} from "@dugout/contracts/batting-cage";
import { nameGeneratorVisitorCookie, timelineOptions } from "@dugout/contracts/name-generator";
import { agentKeyCommand } from "../modules/agent-usage/commands";
import { demoCalls } from "../modules/scoring/demo-calls";
import { insertCalls } from "../modules/scoring/repository";
import type { AppContext } from "../context";
import type { TestApp } from "./harness";
import { nextClientAddress } from "./route-mutations";
import { betterAuthSamples } from "./better-auth-route-samples";

export { betterAuthSamples };

/**
 * One valid request per registered route (`METHOD url` as Fastify registered it), so that the
 * malformed-input and log tests can change one field at a time and still reach the handler and
 * the database. Every route needs an entry: a new route without one fails those tests.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface RouteSample {
  /** Values for the path's `:name` parameters and its `*` wildcard. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body, or the raw text body when `contentType` is not JSON. */
  body?: JsonValue;
  contentType?: string;
  /** Who calls: session cookies, CSRF headers, bearer keys. */
  headers?: Record<string, string>;
  /** The socket address (the operator-command route answers loopback only); otherwise one per request. */
  remoteAddress?: string;
  /** The sample's own answer when it is not a success: refused after every check (an unknown token). */
  status?: number;
}

/** Builds a sample per request, so samples that use something up (a simulator secret) get a fresh one. */
export type SampleFactory = (fixture: RouteFixture) => RouteSample | Promise<RouteSample>;

/** The personal data and secrets the samples carry; the log tests replace them with canaries. */
export interface SamplePeople {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  password: string;
  token: string;
  passcode: string;
  /** An E.164 phone number. */
  phone: string;
}

const plainPeople: SamplePeople = {
  email: "pat.baker@example.com",
  name: "Pat Baker",
  firstName: "Pat",
  lastName: "Baker",
  password: "correct horse battery staple 42",
  token: "a-sign-in-token-that-was-never-issued",
  passcode: "123456",
  phone: "+12015550142",
};

export interface RouteFixture {
  people: SamplePeople;
  /** CSRF cookie, header and Origin without a session: the public name generator's callers. */
  anonymous: Record<string, string>;
  /** This site's Origin, which POSTs to the identity endpoints must carry. */
  origin: Record<string, string>;
  /** Headers of a signed-in admin and of a rep (session cookie, CSRF cookie and header, Origin). */
  admin: Record<string, string>;
  rep: Record<string, string>;
  repId: string;
  /** A user the Users API acts on (role, sign out everywhere, deactivate, reactivate). */
  bystanderId: string;
  /** A new address per call, for invitations. */
  newEmail(): string;
  /** A fresh user per call, for the erasure (it uses the user up). */
  newUserId(): Promise<string>;
  /** A fresh signed-in user without a password, per call (setting a password uses it up). */
  passwordlessUser(): Promise<Record<string, string>>;
  /** A new active practice call of the rep, with its simulator secret. */
  newConversation(): Promise<{ id: string; secret: string }>;
  /** A practice scenario the admin made, and a new assignment of it to the rep per call (deleting uses one up). */
  scenarioId: string;
  newScenario(): Promise<string>;
  newAssignment(): Promise<string>;
  conversationId: string;
  /** A scored real call of the rep (Scoring Champ), with a transcript. */
  gongCallId: string;
  /** A name-generator submission whose lead was sent, and one of its names. */
  submissionId: string;
  /** The anonymous headers plus the visitor cookie of the browser that made that submission. */
  visitor: Record<string, string>;
  nameId: string;
  logoDirection: { title: string; description: string; style: string };
  agentKey: string;
  commandToken: string;
}

const resolvedConfiguration = (people: SamplePeople) => ({
  id: null,
  customer_type: customerTypes[0],
  objection: objections[0],
  business_name: `${people.lastName} Family Bakery`,
  employee_count: employeeCountLabels[1] ?? "5-10",
  business_type: businessTypes[1],
  payroll_provider: payrollProviders[0],
  personality_type: personalityTypeNames[0],
  custom_instructions: "Mention the bakery's early hours.\nAsk about tips.",
});

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`Route fixture: ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}

/** Signs people in and creates the records the samples point at. */
export async function createRouteFixture(t: TestApp, people: SamplePeople = plainPeople): Promise<RouteFixture> {
  const admin = await t.signIn({ role: "admin", name: people.name, email: `admin-${people.email}` });
  const rep = await t.signIn({ role: "rep", name: people.name, email: people.email });
  const bystander = await t.signIn({ role: "rep", name: people.name, email: `bystander-${people.email}` });
  let passwordless = 0;
  let invitations = 0;

  const newConversation = async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/create_session",
      headers: rep.headers,
      remoteAddress: nextClientAddress(),
      payload: {},
    });
    await expectStatus(response, 200, "POST /create_session");
    const answer = response.json<{ conversation_id: string; client_secret: { value: string } }>();
    return { id: answer.conversation_id, secret: answer.client_secret.value };
  };

  const submission = await t.app.inject({
    method: "POST",
    url: "/api/business_name_submissions",
    headers: await t.csrfHeaders(),
    remoteAddress: nextClientAddress(),
    payload: { businessDescription: "A neighbourhood bakery with sourdough and coffee." },
  });
  await expectStatus(submission, 201, "POST /api/business_name_submissions");
  const visitorCookie = submission.cookies.find((set) => set.name === nameGeneratorVisitorCookie);
  if (!visitorCookie) throw new Error("Route fixture: the submission set no visitor cookie.");
  const anonymous = await t.csrfHeaders();
  const visitor = { ...anonymous, cookie: `${anonymous.cookie}; ${visitorCookie.name}=${visitorCookie.value}` };
  const { submission_id: submissionId, names } = submission.json<{
    submission_id: string;
    names: { uuid: string }[];
  }>();
  const nameId = names[0]?.uuid;
  if (!nameId) throw new Error("Route fixture: the submission has no names.");
  const lead = await t.app.inject({
    method: "PATCH",
    url: `/api/business_name_submissions/${submissionId}`,
    headers: visitor,
    remoteAddress: nextClientAddress(),
    payload: { name: people.name, email: people.email, timeline: timelineOptions[1] },
  });
  await expectStatus(lead, 200, "PATCH /api/business_name_submissions/:id");
  const directions = await t.app.inject({
    method: "GET",
    url: `/api/business_names/${nameId}/logo_directions`,
    headers: visitor,
    remoteAddress: nextClientAddress(),
  });
  await expectStatus(directions, 200, "GET /api/business_names/:uuid/logo_directions");
  const logoDirection = directions.json<{ logo_directions: RouteFixture["logoDirection"][] }>().logo_directions[0];
  if (!logoDirection) throw new Error("Route fixture: no logo direction.");

  // Scored real calls of the sample person: one the evidence route answers from, and three more so that coaching
  // finds weak spots (a category needs three scored calls). Those three carry another rep name, since the erasure
  // sample (a fresh user of the same name) scrubs the calls that name its user, and the samples run in any order.
  const gongCallId = "route-fixture-call";
  await insertCalls(
    t.database.db,
    demoCalls(4, new Date("2025-03-03T15:00:00Z"), 7).map((call, index) => ({
      ...call,
      gongCallId: index === 0 ? gongCallId : `${gongCallId}-${index + 1}`,
      rep: index === 0 ? people.name : "Coaching Sample Rep",
      userEmail: people.email,
    })),
  );

  const { id: _version, ...scenarioConfiguration } = resolvedConfiguration(people);
  const scenarioValues = {
    name: `${people.lastName} drill`,
    difficulty: "medium",
    categories: ["objection_probing_score"],
    configuration: scenarioConfiguration,
  };
  const newScenario = async () => {
    const scenario = await t.app.inject({
      method: "POST",
      url: "/api/batting_cage/scenarios",
      headers: admin.headers,
      remoteAddress: nextClientAddress(),
      payload: scenarioValues,
    });
    await expectStatus(scenario, 201, "POST /api/batting_cage/scenarios");
    return scenario.json<{ id: string }>().id;
  };
  const scenarioId = await newScenario();
  const newAssignment = async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/batting_cage/assignments",
      headers: admin.headers,
      remoteAddress: nextClientAddress(),
      payload: {
        scenario_id: scenarioId,
        user_ids: [rep.user.id],
        due_at: "2030-01-31T17:00:00Z",
        goal: { calls: 3, min_score: 70 },
      },
    });
    await expectStatus(response, 201, "POST /api/batting_cage/assignments");
    return response.json<{ id: string }>().id;
  };

  const ctx = { config: t.config, database: t.database } as unknown as AppContext;
  const agentKey = (await agentKeyCommand.run(ctx, { args: ["create", t.config.AGENT_NAME] })).split("\n")[1] ?? "";
  // The operator-command route compares with the token a running server writes to its data folder.
  const commandToken = `command-token-${people.token}`;
  t.config.commandToken = commandToken;

  return {
    people,
    anonymous,
    origin: { origin: t.config.baseUrl },
    admin: admin.headers,
    rep: rep.headers,
    repId: rep.user.id,
    bystanderId: bystander.user.id,
    newEmail() {
      invitations += 1;
      return `invited-${invitations}-${people.email}`;
    },
    async newUserId() {
      passwordless += 1;
      const user = await t.signIn({ role: "rep", name: people.name, email: `erased-${passwordless}-${people.email}` });
      return user.user.id;
    },
    async passwordlessUser() {
      passwordless += 1;
      const user = await t.signIn({ role: "rep", name: people.name, email: `nopass-${passwordless}-${people.email}` });
      return user.headers;
    },
    newConversation,
    conversationId: (await newConversation()).id,
    scenarioId,
    newScenario,
    newAssignment,
    gongCallId,
    submissionId,
    visitor,
    nameId,
    logoDirection,
    agentKey,
    commandToken,
  };
}

/** Routes that take no body and no query string. */
const noInput: SampleFactory = () => ({});

/** A minimal SDP offer: the simulator refuses it (no media) with a 400, after every check of the request. */
const sdpOffer = "v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n";

const scenarioSample = (people: SamplePeople) => {
  const { id: _version, ...configuration } = resolvedConfiguration(people);
  return {
    name: `${people.lastName} objection drill`,
    difficulty: "hard",
    categories: ["objection_probing_score", "objection_responding_score"],
    configuration: { ...configuration, randomize_objection: true, hide_scenario_from_reps: false },
  };
};

const scoringFilters = (people: SamplePeople) => ({
  rep: people.name,
  from: "2025-01-01",
  to: "2025-06-30",
  tz: "America/New_York",
  q: "bakery",
});

export const routeSamples: Record<string, SampleFactory> = {
  "GET /api/csrf": noInput,
  "GET /.well-known/openid-configuration": noInput,
  "GET /api/docs": noInput,
  "GET /api/docs/static/index.html": noInput,
  "GET /api/docs/static/swagger-initializer.js": noInput,
  "GET /api/docs/json": noInput,
  "GET /api/docs/yaml": noInput,
  "GET /api/docs/static/*": () => ({ params: { "*": "swagger-ui.css" } }),
  "GET /healthz": noInput,
  "GET /readyz": noInput,
  "GET /metrics": () => ({ remoteAddress: "127.0.0.1" }),
  "POST /internal/commands/:name": (f) => ({
    params: { name: "user" },
    headers: { authorization: `Bearer ${f.commandToken}` },
    remoteAddress: "127.0.0.1",
    body: { args: ["create", `ops-${f.people.email}`, "--name", f.people.name], input: "" },
  }),

  "GET /api/auth/dugout/bootstrap": noInput,
  "POST /api/auth/dugout/users/search": (f) => ({ headers: f.origin, body: { email: f.people.email } }),
  "POST /api/auth/dugout/passwords/strength": (f) => ({
    headers: f.origin,
    body: { email: f.people.email, password: f.people.password },
  }),
  "POST /api/auth/dugout/passwords/set": async (f) => ({
    headers: await f.passwordlessUser(),
    body: { password: f.people.password },
  }),
  // The OpenID logout page's Yes for a client that was never registered: refused after every check, before the
  // session ends.
  "POST /api/auth/dugout/oauth2/end-session": (f) => ({
    headers: f.rep,
    body: {
      client_id: "a-client-that-was-never-registered",
      post_logout_redirect_uri: "https://wiki.example.com/bye",
      state: f.people.token,
    },
    status: 400,
  }),
  "POST /api/auth/dugout/tokens/authenticate": (f) => ({
    headers: f.origin,
    body: { token: f.people.token, token_type: "magic_links" },
    status: 400,
  }),
  "POST /api/auth/dugout/oauth/start": (f) => ({
    headers: f.origin,
    body: { provider: "google", login_redirect_url: "/batting_cage", signup_redirect_url: "/batting_cage" },
  }),
  "GET /api/auth/dugout/oauth/complete": () => ({ query: { redirect: "/batting_cage" } }),
  "POST /api/auth/dugout/crypto-wallets/start": (f) => ({
    headers: f.origin,
    body: { crypto_wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7", crypto_wallet_type: "ethereum" },
  }),
  // A well-formed signature for a wallet with no challenge pending: refused after every check.
  "POST /api/auth/dugout/crypto-wallets/authenticate": (f) => ({
    headers: f.origin,
    body: {
      crypto_wallet_address: "0xde709f2102306220921060314715629080e2fb77",
      crypto_wallet_type: "ethereum",
      signature: `0x${"ab".repeat(64)}1b`,
    },
    status: 400,
  }),
  "GET /api/me": (f) => ({ headers: f.rep }),
  "GET /api/users": (f) => ({ headers: f.admin }),
  "POST /api/users/invitations": (f) => ({ headers: f.admin, body: { email: f.newEmail(), role: null } }),
  "PATCH /api/users/:id": (f) => ({ headers: f.admin, params: { id: f.bystanderId }, body: { role: "admin" } }),
  "POST /api/users/:id/sign-out-everywhere": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/deactivate": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/reactivate": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "GET /api/users/:id/export": (f) => ({ headers: f.admin, params: { id: f.bystanderId } }),
  "POST /api/users/:id/erase": async (f) => ({ headers: f.admin, params: { id: await f.newUserId() } }),
  "POST /api/events": (f) => ({
    headers: f.rep,
    body: {
      events: [
        {
          name: "email_try_again_clicked",
          details: { email: f.people.email, type: "login or create email magic link" },
          timestamp: "2025-06-03T10:00:00Z",
        },
      ],
    },
  }),

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
  "POST /realtime/calls": async (f) => ({
    headers: { authorization: `Bearer ${(await f.newConversation()).secret}` },
    contentType: "application/sdp",
    body: sdpOffer,
    status: 400,
  }),

  "POST /api/business_name_submissions": (f) => ({
    headers: f.anonymous,
    body: {
      businessDescription: "A neighbourhood bakery.\nSourdough, pastries and coffee.",
      industry: "Food and drink",
      idealCustomer: "Families nearby",
      brandReferences: "Warm, rustic",
      zipCode: "97201",
      vibe: 2,
      name: f.people.name,
      email: f.people.email,
      phone: "503-555-0100",
    },
  }),
  "GET /api/business_names": (f) => ({ headers: f.visitor, query: { submission_id: f.submissionId } }),
  "GET /api/business_name_submissions/:id": (f) => ({ headers: f.visitor, params: { id: f.submissionId } }),
  "PATCH /api/business_name_submissions/:id": (f) => ({
    headers: f.visitor,
    params: { id: f.submissionId },
    body: { name: f.people.name, email: f.people.email, timeline: timelineOptions[2] },
  }),
  "GET /api/business_names/:uuid/taglines": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/logo_directions": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/brand_personality": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/color_palettes": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "POST /api/business_names/:uuid/logo_images": (f) => ({
    headers: f.visitor,
    params: { uuid: f.nameId },
    body: f.logoDirection,
  }),
  "GET /api/admin/leads": (f) => ({ headers: f.admin, query: { limit: "10", offset: "0" } }),
  "GET /api/admin/leads.csv": (f) => ({ headers: f.admin }),
  "GET /api/admin/leads/export": (f) => ({ headers: f.admin, query: { email: f.people.email } }),
  // An address with no submission: the fixture's lead stays for the other samples.
  "POST /api/admin/leads/erase": (f) => ({ headers: f.admin, body: { email: f.newEmail() } }),
  "GET /api/admin/audit-events": (f) => ({
    headers: f.admin,
    query: {
      person: f.people.email,
      action: "user.role_changed",
      from: "2025-01-01T00:00:00.000Z",
      to: "2035-01-01T00:00:00.000Z",
      limit: "10",
      offset: "0",
    },
  }),
  "GET /api/admin/audit-events.csv": (f) => ({
    headers: f.admin,
    query: { person: f.people.email, from: "2025-01-01T00:00:00.000Z" },
  }),

  "GET /api/scoring_champ/scores": (f) => ({
    headers: f.admin,
    query: { page: "1", per_page: "25", ...scoringFilters(f.people), sort: "date", dir: "desc" },
  }),
  "GET /api/scoring_champ/aggregates": (f) => ({ headers: f.admin, query: scoringFilters(f.people) }),
  "GET /api/scoring_champ/practice_vs_real": (f) => ({
    headers: f.admin,
    query: { rep: f.people.name, from: "2025-01-01", to: "2025-06-30", tz: "America/New_York" },
  }),
  "GET /api/coaching/reps": (f) => ({ headers: f.admin }),
  "GET /api/coaching/scenario_draft": (f) => ({
    headers: f.admin,
    query: { user_id: f.repId, from: "2024-09-01", to: "2025-03-31", tz: "America/New_York" },
  }),
  "GET /api/coaching/carry_over": (f) => ({
    headers: f.admin,
    query: {
      user_id: f.repId,
      categories: "discovery_depth_score,objection_probing_score",
      since: "2025-01-06",
      tz: "America/New_York",
    },
  }),
  "GET /api/scoring_champ/calls/:gongCallId": (f) => ({ headers: f.admin, params: { gongCallId: f.gongCallId } }),
  "GET /api/scoring_champ/export.csv": (f) => ({
    headers: f.admin,
    query: { ...scoringFilters(f.people), sort: "score", dir: "asc" },
  }),
  "GET /api/scoring_champ/calls/:gongCallId/evidence": (f) => ({
    headers: f.admin,
    params: { gongCallId: f.gongCallId },
  }),
  "GET /api/eugene_data/stats": (f) => ({
    headers: f.rep,
    query: { start_date: "2025-01-01", end_date: "2025-01-31", tz: "Europe/Paris" },
  }),
  "POST /api/agents/:agent/responses": (f) => ({
    params: { agent: "eugene" },
    headers: { authorization: `Bearer ${f.agentKey}` },
    body: { user_email: f.people.email, responded_at: "2025-06-03T10:00:00Z", external_id: "response-1" },
  }),

  "GET /api/dream_team/data": (f) => ({ headers: f.rep }),
  "GET /api/dream_team/ravi": (f) => ({ headers: f.rep }),
  "GET /api/dream_team/ravi_test": (f) => ({ headers: f.rep }),
  // Internal: this machine only.
  "GET /dev/mailbox.json": () => ({ remoteAddress: "127.0.0.1" }),
  "GET /dev/mailbox": () => ({ remoteAddress: "127.0.0.1" }),
};

/** The sample of a registered route, or undefined when it has none. */
export function sampleFor(route: { method: string; url: string }): SampleFactory | undefined {
  const key = `${route.method} ${route.url}`;
  return routeSamples[key] ?? betterAuthSamples[key];
}
