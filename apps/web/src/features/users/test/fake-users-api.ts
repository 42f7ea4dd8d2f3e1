import {
  inviteUserBodySchema,
  updateUserBodySchema,
  userActionAnswerSchema,
  userApiPaths,
  userErasedAnswerSchema,
  usersAnswerSchema,
  usersMessages,
  type ManagedUser,
} from "@dugout/contracts/users";
import {
  leadApiPaths,
  leadErasedAnswerSchema,
  leadPersonSchema,
  leadsAnswerSchema,
  type Lead,
} from "@dugout/contracts/leads";
import { apiError, ok, type FakeAnswer, type FakeBackend, type FakeRequest } from "../../../test/fake-backend";

export const adminId = "11111111-1111-4111-8111-111111111111";
export const repId = "22222222-2222-4222-8222-222222222222";

const seededUsers = (): ManagedUser[] => [
  {
    id: adminId,
    email: "ada@example.com",
    phone_number: null,
    name: "Ada Admin",
    role: "admin",
    status: "active",
    last_sign_in_at: "2025-06-02T15:00:00.000Z",
    created_at: "2025-01-01T00:00:00.000Z",
  },
  {
    id: repId,
    email: "rita@example.com",
    phone_number: null,
    name: "Rita Rep",
    role: null,
    status: "active",
    last_sign_in_at: "2025-06-01T08:30:00.000Z",
    created_at: "2025-01-02T00:00:00.000Z",
  },
];

/**
 * The Users API as the server's user-admin routes answer it, on a FakeBackend: the signed-in admin is
 * `adminId`, and the list changes as the page acts on it. Request bodies are parsed with the contract's
 * body schemas, as the server does.
 */
const seededLeads = (): Lead[] => [
  {
    submission_id: "44444444-4444-4444-8444-444444444444",
    name: "Robin Vale",
    email: "robin@example.com",
    timeline: "0-3 months",
    description: "A bakery for dogs",
    unlocked_at: "2025-06-03T10:00:00.000Z",
  },
];

export function fakeUsersApi(
  backend: FakeBackend,
  users: ManagedUser[] = seededUsers(),
  leads: Lead[] = seededLeads(),
) {
  const state = { users, leads };
  const withUser =
    (change: (user: ManagedUser) => ManagedUser | FakeAnswer<never>) =>
    (request: FakeRequest): FakeAnswer<{ user: ManagedUser }> => {
      const found = state.users.find((user) => user.id === request.params.id);
      if (!found) return apiError(404, "not_found", "User not found.");
      const changed = change(found);
      if (!("id" in changed)) return changed;
      state.users = state.users.map((user) => (user.id === changed.id ? changed : user));
      return ok({ user: changed });
    };

  backend
    .on("GET", userApiPaths.list, usersAnswerSchema, () => ok({ users: state.users }))
    .on("POST", userApiPaths.invitations, userActionAnswerSchema, (request) => {
      const { email, role } = inviteUserBodySchema.parse(request.body);
      if (state.users.some((user) => user.email === email.toLowerCase()))
        return apiError(409, "conflict", usersMessages.alreadyExists);
      const user: ManagedUser = {
        id: `33333333-3333-4333-8333-${String(state.users.length).padStart(12, "0")}`,
        email: email.toLowerCase(),
        phone_number: null,
        name: "",
        role,
        status: "invited",
        last_sign_in_at: null,
        created_at: "2025-06-03T09:00:00.000Z",
      };
      state.users = [...state.users, user];
      return { status: 201, body: { user } };
    })
    .on("PATCH", userApiPaths.user, userActionAnswerSchema, (request) => {
      const { role } = updateUserBodySchema.parse(request.body);
      if (request.params.id === adminId && role !== "admin") return apiError(409, "conflict", usersMessages.ownRole);
      return withUser((user) => ({ ...user, role }))(request);
    })
    .on(
      "POST",
      userApiPaths.signOutEverywhere,
      userActionAnswerSchema,
      withUser((user) => user),
    )
    .on(
      "POST",
      userApiPaths.deactivate,
      userActionAnswerSchema,
      withUser((user) =>
        user.id === adminId ? apiError(409, "conflict", usersMessages.ownAccount) : { ...user, status: "deactivated" },
      ),
    )
    .on(
      "POST",
      userApiPaths.reactivate,
      userActionAnswerSchema,
      withUser((user) => ({ ...user, status: user.last_sign_in_at ? "active" : "invited" })),
    )
    .on("POST", userApiPaths.erase, userErasedAnswerSchema, (request) => {
      if (request.params.id === adminId) return apiError(409, "conflict", usersMessages.ownErasure);
      if (!state.users.some((user) => user.id === request.params.id))
        return apiError(404, "not_found", "User not found.");
      state.users = state.users.filter((user) => user.id !== request.params.id);
      return ok({ erased: { account: 1, sessions: 1 } });
    })
    .on("GET", leadApiPaths.list, leadsAnswerSchema, (request) => {
      const offset = Number(request.url.searchParams.get("offset") ?? 0);
      const limit = Number(request.url.searchParams.get("limit") ?? 100);
      return ok({ total: state.leads.length, leads: state.leads.slice(offset, offset + limit) });
    })
    .on("POST", leadApiPaths.erase, leadErasedAnswerSchema, (request) => {
      const { email } = leadPersonSchema.parse(request.body);
      const erased = state.leads.filter((lead) => lead.email === email).length;
      state.leads = state.leads.filter((lead) => lead.email !== email);
      return ok({ erased });
    });
  return state;
}
