import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { z } from "zod/mini";
import { mePath, meSchema, type Me } from "@dugout/contracts/identity";
import {
  bootstrapAnswerSchema,
  identitySessionAnswerSchema,
  sessionJwtAnswerSchema,
  tokenSessionAnswerSchema,
} from "@dugout/contracts/signin-widget";
import { widgetPaths } from "@dugout/signin-widget";
import { installFakeBackend, ok, type FakeBackend } from "../../test/fake-backend";

export interface FakeUser {
  email: string;
  role: "admin" | null;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** What GET /api/me answers for `user` (null: anonymous). */
export function meAnswer(user: FakeUser | null): Me {
  if (!user) return { user: null };
  return {
    user: {
      id: "u1",
      email: user.email,
      name: "Pat Rep",
      first_name: "Pat",
      last_name: "Rep",
      phone_number: null,
      image: null,
      providers: ["email"],
      trusted_metadata: { role: user.role },
    },
    session: { expires_at: inAnHour() },
  };
}

/** A landing token signs in rep@example.com: `state` changes, and the answer says who. */
export function landingSignsIn(state: { user: FakeUser | null }): z.input<typeof tokenSessionAnswerSchema> {
  state.user = { email: "rep@example.com", role: null };
  return { user: { id: "u1", email: "rep@example.com" }, session: { expires_at: inAnHour() } };
}

/**
 * /api/me and the identity endpoints the gate and the widget call, on a FakeBackend: `state.user` is who
 * is signed in, and a landing token signs in rep@example.com.
 */
function fakeIdentity(backend: FakeBackend, initial: FakeUser | null) {
  const state = { user: initial };
  backend
    .on("GET", mePath, meSchema, () => ok(meAnswer(state.user)))
    .on("GET", widgetPaths.bootstrap, bootstrapAnswerSchema, () =>
      ok({
        emailDomains: [],
        passwordConfig: null,
        oauthProviders: [],
        methods: { emailMagicLinks: true, emailOtp: false, passwords: false },
        magicLinkExpirationMinutes: 30,
        otpExpirationMinutes: 10,
        sessionDurationMinutes: 60,
        messageTemplates: ["dugout_default"],
      }),
    )
    .on("POST", widgetPaths.tokenAuthenticate, tokenSessionAnswerSchema, () => ok(landingSignsIn(state)))
    .on("GET", widgetPaths.session, identitySessionAnswerSchema, () =>
      ok(
        state.user
          ? { user: { id: "u1", email: state.user.email }, session: { expiresAt: inAnHour(), token: "session-1" } }
          : null,
      ),
    )
    // After a sign-in the widget reads the session's JWT for its onSuccess callback.
    .on("GET", widgetPaths.sessionJwt, sessionJwtAnswerSchema, () => ok({ token: "header.payload.signature" }));
  return state;
}

/** A fresh fake backend with the identity endpoints, as the global `fetch` for one test. */
export function fakeIdentityBackend(initial: FakeUser | null) {
  const backend = installFakeBackend();
  return { backend, state: fakeIdentity(backend, initial) };
}

export function Providers({ children, path = "/" }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
