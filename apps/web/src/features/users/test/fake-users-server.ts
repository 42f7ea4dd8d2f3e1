import { vi } from "vitest";
import { usersMessages, type ManagedUser } from "@dugout/contracts/users";

export const adminId = "11111111-1111-4111-8111-111111111111";
export const repId = "22222222-2222-4222-8222-222222222222";

export const seededUsers = (): ManagedUser[] => [
  {
    id: adminId,
    email: "ada@example.com",
    name: "Ada Admin",
    role: "admin",
    status: "active",
    last_sign_in_at: "2025-06-02T15:00:00.000Z",
    created_at: "2025-01-01T00:00:00.000Z",
  },
  {
    id: repId,
    email: "rita@example.com",
    name: "Rita Rep",
    role: null,
    status: "active",
    last_sign_in_at: "2025-06-01T08:30:00.000Z",
    created_at: "2025-01-02T00:00:00.000Z",
  },
];

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const conflict = (message: string) => json(409, { error: { code: "conflict", message } });

/**
 * The Users API as apps/server/src/modules/identity/user-admin-routes.ts answers it, faked at the
 * fetch boundary: the signed-in admin is `adminId`. `hold` keeps the next answer to a path until
 * released, to look at the page while a call is in flight.
 */
export function fakeUsersServer(users: ManagedUser[] = seededUsers()) {
  const state = { users };
  const requests: Recorded[] = [];
  const held = new Map<string, Promise<void>>();
  const hold = (key: string) => {
    let release: () => void = () => undefined;
    held.set(key, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  const withUser = (id: string, change: (user: ManagedUser) => ManagedUser) => {
    const found = state.users.find((user) => user.id === id);
    if (!found) return json(404, { error: { code: "not_found", message: "User not found." } });
    const updated = change(found);
    state.users = state.users.map((user) => (user.id === id ? updated : user));
    return json(200, { user: updated });
  };

  const answer = (method: string, path: string, body: unknown): Response => {
    if (path === "/api/csrf") return json(200, { token: "csrf-token" });
    if (method === "GET" && path === "/api/users") return json(200, { users: state.users });
    if (method === "POST" && path === "/api/users/invitations") {
      const { email, role } = body as { email: string; role: ManagedUser["role"] };
      if (state.users.some((user) => user.email === email.toLowerCase())) return conflict(usersMessages.alreadyExists);
      const user: ManagedUser = {
        id: `33333333-3333-4333-8333-${String(state.users.length).padStart(12, "0")}`,
        email: email.toLowerCase(),
        name: "",
        role,
        status: "invited",
        last_sign_in_at: null,
        created_at: "2025-06-03T09:00:00.000Z",
      };
      state.users = [...state.users, user];
      return json(201, { user });
    }
    const match = /^\/api\/users\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    const id = decodeURIComponent(match?.[1] ?? "");
    const action = match?.[2];
    if (method === "PATCH" && match && !action) {
      const { role } = body as { role: ManagedUser["role"] };
      if (id === adminId && role !== "admin") return conflict(usersMessages.ownRole);
      return withUser(id, (user) => ({ ...user, role }));
    }
    if (method === "POST" && action === "sign-out-everywhere") return withUser(id, (user) => user);
    if (method === "POST" && action === "deactivate") {
      if (id === adminId) return conflict(usersMessages.ownAccount);
      return withUser(id, (user) => ({ ...user, status: "deactivated" }));
    }
    if (method === "POST" && action === "reactivate")
      return withUser(id, (user) => ({ ...user, status: user.last_sign_in_at ? "active" : "invited" }));
    return json(404, { error: { code: "not_found", message: `No route ${method} ${path}.` } });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    requests.push({ method, path: url.pathname, body, csrf: headers.get("x-csrf-token") });
    const key = `${method} ${url.pathname}`;
    const wait = held.get(key);
    if (wait) {
      held.delete(key);
      await wait;
    }
    return answer(method, url.pathname, body);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { state, requests, calls, hold, fetchMock };
}
