import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

export interface FakeUser {
  email: string;
  role: "admin" | null;
}

/** A fake server for /api/me and the identity endpoints the gate and the widget call. */
export function fakeServer(initial: FakeUser | null) {
  const state = { user: initial };
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (typeof init?.body === "string") bodies.set(url.pathname, JSON.parse(init.body));
    if (url.pathname === "/api/me") {
      const user = state.user;
      if (!user) return json({ user: null });
      return json({
        user: {
          id: "u1",
          email: user.email,
          name: "Pat Rep",
          first_name: "Pat",
          last_name: "Rep",
          image: null,
          providers: ["email"],
          trusted_metadata: { role: user.role },
        },
        session: { expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      });
    }
    if (url.pathname === "/api/auth/dugout/bootstrap") {
      return json({ emailDomains: [], passwordConfig: null, oauthProviders: [] });
    }
    if (url.pathname === "/api/auth/dugout/tokens/authenticate") {
      state.user = { email: "rep@example.com", role: null };
      return json({ user: { id: "u1", email: "rep@example.com" }, session: { expires_at: new Date().toISOString() } });
    }
    if (url.pathname === "/api/auth/get-session") return json(null);
    return json({ error: { code: "not_found", message: "no" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { state, calls, bodies, fetchMock };
}

export function Providers({ children, path = "/" }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
