import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  userActionAnswerSchema,
  userApiPath,
  userApiPaths,
  userErasedAnswerSchema,
  usersAnswerSchema,
  type InviteUserBody,
  type ManagedRole,
  type ManagedUser,
} from "@dugout/contracts/users";
import {
  leadApiPaths,
  leadErasedAnswerSchema,
  leadsAnswerSchema,
  leadsPageSize,
  type LeadsAnswer,
} from "@dugout/contracts/leads";
import { api } from "../../lib/api";

/** The POST actions on one person; each answers the person as they are now. */
export type UserAction = "signOutEverywhere" | "deactivate" | "reactivate";

/** Everyone with an account, by email; each action's answer updates its row in this list. */
const usersQuery = () =>
  queryOptions({
    queryKey: ["users"],
    queryFn: async ({ signal }): Promise<ManagedUser[]> =>
      (await api(userApiPaths.list, { schema: usersAnswerSchema, signal })).users,
  });

const inviteUser = async (body: InviteUserBody): Promise<ManagedUser> =>
  (await api(userApiPaths.invitations, { method: "POST", body, schema: userActionAnswerSchema })).user;

const changeRole = async (id: string, role: ManagedRole): Promise<ManagedUser> =>
  (
    await api(userApiPath(userApiPaths.user, id), {
      method: "PATCH",
      body: { role },
      schema: userActionAnswerSchema,
    })
  ).user;

const runUserAction = async (action: UserAction, id: string): Promise<ManagedUser> =>
  (await api(userApiPath(userApiPaths[action], id), { method: "POST", schema: userActionAnswerSchema })).user;

export function useUsers() {
  return useQuery(usersQuery());
}

/**
 * Every call answers the person as the server now has them: that answer replaces (or adds) their
 * row in the cached list, so the table shows it at once without reading the whole list again.
 */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: ManagedUser) =>
    queryClient.setQueryData(usersQuery().queryKey, (users = []) =>
      users.some((known) => known.id === user.id)
        ? users.map((known) => (known.id === user.id ? user : known))
        : // The server lists people by email.
          [...users, user].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0)),
    );
}

export function useInviteUser() {
  const store = useStoreUser();
  return useMutation({ mutationFn: inviteUser, onSuccess: store });
}

export function useChangeRole(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (role: ManagedRole) => changeRole(id, role), onSuccess: store });
}

export function useUserAction(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (action: UserAction) => runUserAction(action, id), onSuccess: store });
}

/** Where an admin downloads everything Dugout holds about a person (one JSON file). */
export const userExportUrl = (id: string): string => userApiPath(userApiPaths.export, id);

/** Erases the person and their data; their row leaves the cached list. */
export function useEraseUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api(userApiPath(userApiPaths.erase, id), { method: "POST", schema: userErasedAnswerSchema })).erased,
    onSuccess: () =>
      queryClient.setQueryData(usersQuery().queryKey, (users = []) => users.filter((known) => known.id !== id)),
  });
}

/** One page of the name generator's leads, newest first. */
const leadsQuery = (offset: number) =>
  queryOptions({
    queryKey: ["leads", offset],
    queryFn: async ({ signal }): Promise<LeadsAnswer> =>
      api(`${leadApiPaths.list}?limit=${leadsPageSize}&offset=${offset}`, { schema: leadsAnswerSchema, signal }),
  });

export function useLeads(offset: number, enabled: boolean) {
  return useQuery({ ...leadsQuery(offset), enabled, placeholderData: (previous) => previous });
}

/** Erases everything under a prospect's address; every page of leads is read again. */
export function useEraseLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (await api(leadApiPaths.erase, { method: "POST", body: { email }, schema: leadErasedAnswerSchema })).erased,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["leads"] }),
  });
}
