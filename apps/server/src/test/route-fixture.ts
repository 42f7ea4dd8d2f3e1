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

// What the route samples (route-samples.ts) are made of: their shape, the people they carry, and the
// fixture of signed-in users and records they point at.

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

/** A practice call's customer, named after the sample's people. */
export const resolvedConfiguration = (people: SamplePeople) => ({
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
export const noInput: SampleFactory = () => ({});
