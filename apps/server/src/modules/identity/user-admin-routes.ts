import { z } from "zod";
import { apiErrorSchema, entityIdSchema } from "@dugout/contracts/common";
import {
  inviteUserBodySchema,
  updateUserBodySchema,
  userActionAnswerSchema,
  userAdminEvents,
  userApiPaths,
  usersAnswerSchema,
  usersMessages,
  type ManagedUser,
} from "@dugout/contracts/users";
import type { SessionUser } from "../../auth";
import type { App, AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import { invitationEmail } from "./emails";
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
    status: row.banned ? "deactivated" : row.lastSignInAt ? "active" : "invited",
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The Users page's calls (admins only): list, invite, change a role, sign out everywhere,
 * deactivate and reactivate. Every action is written to the identity event log with who did it.
 */
export function registerUserAdminRoutes(app: App, ctx: AppContext, identity: Identity): void {
  const { users, events } = identity;

  async function target(id: string): Promise<UserRow> {
    const found = await users.findById(id);
    if (!found) throw notFound("User");
    return found;
  }
  const record = (name: string, admin: SessionUser, user: UserRow, details: Record<string, string | null> = {}) =>
    events.record([
      {
        name,
        source: "server",
        userId: user.id,
        email: user.email,
        details: { actor_id: admin.id, ...details },
      },
    ]);
  const answer = async (id: string) => ({ user: toManagedUser(await target(id)) });

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
      const admin = await ctx.auth.caller(request);
      const { email, role } = request.body;
      const result = await users.ensure({ email, role });
      if (!result.created) throw new AppError("conflict", usersMessages.alreadyExists);
      const invited = await target(result.id);
      await ctx.messaging.send(invitationEmail(invited.email, admin.name || admin.email, role, ctx.config.baseUrl));
      await record(userAdminEvents.invited, admin, invited, { role });
      return reply.status(201).send({ user: toManagedUser(invited) });
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
    async (request) => {
      const admin = await ctx.auth.caller(request);
      const user = await target(request.params.id);
      // An admin who demotes themselves may leave nobody able to undo it.
      if (user.id === admin.id && request.body.role !== "admin") throw new AppError("conflict", usersMessages.ownRole);
      await users.setRoleById(user.id, request.body.role);
      await record(userAdminEvents.roleChanged, admin, user, { role: request.body.role });
      return answer(user.id);
    },
  );

  app.post(
    userApiPaths.signOutEverywhere,
    { config: adminsOnly, schema: { tags, params: idParams, response: { 200: userActionAnswerSchema, ...errors } } },
    async (request) => {
      const admin = await ctx.auth.caller(request);
      const user = await target(request.params.id);
      await users.signOutEverywhere(user.id);
      await record(userAdminEvents.signedOutEverywhere, admin, user);
      return answer(user.id);
    },
  );

  app.post(
    userApiPaths.deactivate,
    { config: adminsOnly, schema: { tags, params: idParams, response: { 200: userActionAnswerSchema, ...errors } } },
    async (request) => {
      const admin = await ctx.auth.caller(request);
      const user = await target(request.params.id);
      if (user.id === admin.id) throw new AppError("conflict", usersMessages.ownAccount);
      await users.setDeactivated(user.id, true);
      await record(userAdminEvents.deactivated, admin, user);
      return answer(user.id);
    },
  );

  app.post(
    userApiPaths.reactivate,
    { config: adminsOnly, schema: { tags, params: idParams, response: { 200: userActionAnswerSchema, ...errors } } },
    async (request) => {
      const admin = await ctx.auth.caller(request);
      const user = await target(request.params.id);
      await users.setDeactivated(user.id, false);
      await record(userAdminEvents.reactivated, admin, user);
      return answer(user.id);
    },
  );
}
