import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { onSessionChange, publishSessionChange } from "@dugout/signin-widget";
import { mePath, meSchema, type MeUser } from "@dugout/contracts/identity";
import { useEffect } from "react";
import { api } from "./api";

export type SessionUser = MeUser;
export type Session =
  { status: "loading"; user: null } | { status: "anonymous"; user: null } | { status: "signed_in"; user: SessionUser };

/** GET /api/me; fresh for a minute (the widget's broadcast refetches it on every sign-in or out). */
const sessionQuery = () =>
  queryOptions({
    queryKey: ["session"],
    queryFn: ({ signal }) => api(mePath, { schema: meSchema, signal }),
    staleTime: 60_000,
  });

/** The identity client's module, loaded once something needs it (lib/identity-client.ts says why). */
const identityClientModule = () => import("./identity-client");

/**
 * Reads the session again after a sign-in or sign-out. A read already in flight may have left
 * before the cookie changed, and while the query has no data yet TanStack Query would join that
 * read rather than start another: it is cancelled first.
 */
export async function reloadSession(queryClient: QueryClient): Promise<void> {
  const { queryKey } = sessionQuery();
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Who is signed in. Refetched whenever this tab or another signs in or out (the widget's
 * broadcast), and kept alive by the widget's background refresh while signed in.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery());
  useEffect(() => onSessionChange(() => void reloadSession(queryClient)), [queryClient]);
  const user = query.data?.user ?? null;
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    let release: (() => void) | undefined;
    let active = true;
    void identityClientModule().then(({ keepSessionFresh }) => {
      if (active) release = keepSessionFresh();
    });
    return () => {
      active = false;
      release?.();
    };
  }, [signedIn]);
  if (query.isPending) return { status: "loading", user: null };
  // A failed read (server down) counts as anonymous: the sign-in screen explains the rest.
  return user ? { status: "signed_in", user } : { status: "anonymous", user: null };
}

/** Signs out here and in every other tab. */
export async function signOut(): Promise<void> {
  try {
    const { identityClient } = await identityClientModule();
    await identityClient.signOut();
  } finally {
    publishSessionChange("signed_out");
  }
}

export const isAdmin = (user: SessionUser | null): boolean => user?.trusted_metadata.role === "admin";

/** Who is looking, for what the frame offers them: a visitor, a rep (signed in, no role) or an admin. */
export type Audience = "visitor" | "rep" | "admin";

/** The audience of a session; null while it is still loading (nothing is offered until it is known). */
export function audienceOf(session: Session): Audience | null {
  if (session.status === "loading") return null;
  if (session.status === "anonymous") return "visitor";
  return isAdmin(session.user) ? "admin" : "rep";
}
