import { z } from "zod";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { entityIdSchema } from "@dugout/contracts/text";
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
import { auditClient, requestBy } from "../../audit/record";
import type { App, AppContext } from "../../context";
import { callerOf, type SignedInRequest } from "../../plugins/access";
import { AppError, notFound } from "../../errors";
import type { AccountAction, AccountActor } from "./account-admin";
import { accountStatus } from "./account-listing";
import { erasePersonalData, exportPersonalData } from "./personal-data";
import { isPlaceholderEmail } from "./placeholder-emails";
import type { Identity } from "./identity";
import { toRole } from "./users";

const tags = ["users"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: entityIdSchema });
const adminsOnly = { access: "admin" } as const;

type UserRow = Awaited<ReturnType<Identity["users"]["list"]>>[number];

function toManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    email: isPlaceholderEmail(row.email) ? "" : row.email,
    phone_number: row.phoneNumberVerified ? row.phoneNumber : null,
    name: row.name,
    role: toRole(row.role),
    status: accountStatus(row),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The Users page's calls (admins only): list, invite, change a role, sign out everywhere, deactivate,
 * reactivate, and a person's data exported or erased (personal-data.ts). Each action is the account-admin function's (account-admin.ts: its rules, its audit event),
 * with the calling admin and the client's address as its actor.
 */
export function registerUserAdminRoutes(app: App, ctx: AppContext, identity: Identity): void {
  const { users } = identity;

  async function answer(id: string) {
    const found = await users.findById(id);
    if (!found) throw notFound("User");
    return { user: toManagedUser(found) };
  }
  const actor = (request: SignedInRequest): AccountActor => {
    const admin = callerOf(request);
    return {
      kind: "admin",
      user: { id: admin.id, name: admin.name, email: admin.email },
      client: auditClient(request),
    };
  };
  const act = async (request: SignedInRequest, action: AccountAction) =>
    answer((await identity.administer(actor(request), action)).user.id);

  app.get(
    userApiPaths.list,
    { config: adminsOnly, schema: { tags, response: { 200: usersAnswerSchema, ...errors } } },
    async () => ({ users: (await users.list()).map(toManagedUser) }),
  );

  app.post(
    userApiPaths.invitations,
    {
      config: adminsOnly,
      schema: { tags, body: inviteUserBodySchema, response: { 201: userActionAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const invited = await identity.administer(actor(request), {
        type: "invite",
        account: { email },
        role,
        sendInvitation: true,
      });
      // An invitation never changes an existing account (its role stays: only a role change sets it).
      if (!invited.changed) throw new AppError("conflict", usersMessages.alreadyExists);
      return reply.status(201).send(await answer(invited.user.id));
    },
  );

  app.patch(
    userApiPaths.user,
    {
      config: adminsOnly,
      schema: {
        tags,
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: userActionAnswerSchema, ...errors },
      },
    },
    async (request) => act(request, { type: "set_role", user: { id: request.params.id }, role: request.body.role }),
  );

  for (const [path, type] of [
    [userApiPaths.signOutEverywhere, "sign_out_everywhere"],
    [userApiPaths.deactivate, "deactivate"],
    [userApiPaths.reactivate, "reactivate"],
  ] as const) {
    app.post(
      path,
      { config: adminsOnly, schema: { tags, params: idParams, response: { 200: userActionAnswerSchema, ...errors } } },
      async (request) => act(request, { type, user: { id: request.params.id } }),
    );
  }

  // A person's data as one JSON download (docs/privacy.md); never cached by the browser or a proxy.
  app.get(
    userApiPaths.export,
    { config: adminsOnly, schema: { tags, params: idParams, response: { 200: z.unknown(), ...errors } } },
    async (request, reply) => {
      const admin = callerOf(request);
      const document = await exportPersonalData(ctx.database.db, { id: request.params.id }, requestBy(request, admin));
      return reply
        .header("content-disposition", `attachment; filename="dugout-user-${request.params.id}.json"`)
        .header("cache-control", "no-store")
        .send(document);
    },
  );

  app.post(
    userApiPaths.erase,
    { config: adminsOnly, schema: { tags, params: idParams, response: { 200: userErasedAnswerSchema, ...errors } } },
    async (request) => {
      const admin = callerOf(request);
      return { erased: await erasePersonalData(ctx.database.db, { id: request.params.id }, requestBy(request, admin)) };
    },
  );
}
