import { z } from "zod/mini";
import { singleLineTextSchema } from "./text";
import { pageLabels } from "./pages";

// The Users page (admins only; its path is in pages.ts): who has an account, their role, when they last signed
// in, and the actions on them. Accounts exist by invitation unless SIGNUP_ALLOWED_DOMAINS lets people sign up.

export const userStatuses = ["active", "invited", "deactivated"] as const;
export type UserStatus = (typeof userStatuses)[number];

/** What each status means, shown as the badge's tooltip. */
export const userStatusLabels: Record<UserStatus, string> = {
  active: "Active",
  invited: "Invited (never signed in)",
  deactivated: "Deactivated",
};

/** The app's one role; null is a regular user (a sales rep). */
export const managedRoleSchema = z.nullable(z.enum(["admin"]));
export type ManagedRole = z.infer<typeof managedRoleSchema>;

export const managedUserSchema = z.object({
  id: z.string(),
  /** Empty for a phone-only account. */
  email: z.string(),
  /** E.164, once proven; null without one. */
  phone_number: z.nullable(z.string()),
  name: z.string(),
  role: managedRoleSchema,
  status: z.enum(userStatuses),
  /** ISO date-time of the last sign-in, null when never signed in. */
  last_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const usersAnswerSchema = z.object({ users: z.array(managedUserSchema) });

export const inviteUserBodySchema = z.object({
  email: z.pipe(
    singleLineTextSchema.check(z.trim(), z.maxLength(254)),
    z.email({ error: "Enter a valid email address." }),
  ),
  role: managedRoleSchema,
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

export const updateUserBodySchema = z.object({ role: managedRoleSchema });

export const userActionAnswerSchema = z.object({ user: managedUserSchema });

export const userApiPaths = {
  list: "/api/users",
  invitations: "/api/users/invitations",
  user: "/api/users/:id",
  signOutEverywhere: "/api/users/:id/sign-out-everywhere",
  deactivate: "/api/users/:id/deactivate",
  reactivate: "/api/users/:id/reactivate",
  /** Everything Dugout holds about the person, as one JSON download (docs/privacy.md). */
  export: "/api/users/:id/export",
  /** Deletes the account and the person's data; team figures keep their scores anonymised. */
  erase: "/api/users/:id/erase",
} as const;

/** The answer of an erasure: rows deleted or anonymised, per kind of data. */
export const userErasedAnswerSchema = z.object({ erased: z.record(z.string(), z.number()) });
export type UserErasedAnswer = z.infer<typeof userErasedAnswerSchema>;

export const userApiPath = (path: string, id: string): string => path.replace(":id", encodeURIComponent(id));

/** Who asked for an account-admin action (the audit trail names each: contracts/audit.ts). */
export const userAdminActors = ["admin", "cli", "seed", "initial_admin_email"] as const;
export type UserAdminActor = (typeof userAdminActors)[number];

export const usersMessages = {
  title: pageLabels.users,
  intro: "People who can sign in to Dugout. Invite colleagues here; only admins see this page.",
  alreadyExists: "This person already has an account.",
  ownRole: "You cannot remove your own admin role: ask another admin.",
  ownAccount: "You cannot deactivate your own account.",
  ownErasure: "You cannot erase your own account: ask another admin.",
  lastAdmin: "Dugout must keep at least one active admin: make someone else an admin first.",
  invited: (email: string) => `Invitation sent to ${email}.`,
  empty: "No users yet.",
} as const;
