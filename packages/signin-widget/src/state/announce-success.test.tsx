import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { createIdentityClient } from "../client/identity-client";
import type { Http } from "../client/http";
import { paths } from "../client/paths";
import { fakeClient, signedInSession } from "../test/fake-client";
import { renderWidget } from "../test/render";
import type { SignInSuccess } from "./announce-success";

afterEach(() => resetBootstrapCacheForTests());

async function logIn(client: ReturnType<typeof fakeClient>) {
  const onSuccess = vi.fn<(data: SignInSuccess) => void>();
  const { user } = renderWidget({ products: ["passwords"] }, { client, callbacks: { onSuccess } });
  await user.type(screen.getByLabelText("Email"), "rep@example.com");
  await user.click(screen.getByRole("button", { name: "Continue with email" }));
  await user.type(await screen.findByLabelText("Password"), "secret");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Success" });
  return onSuccess;
}

describe("onSuccess", () => {
  it("receives the user and the session with session_token and session_jwt, and the method", async () => {
    const client = fakeClient({ searchUser: vi.fn(async () => "password" as const) });
    const onSuccess = await logIn(client);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith({ method: "passwords", ...signedInSession() });
  });

  it("still announces the sign-in when the session cannot be read right after it", async () => {
    const client = fakeClient({
      searchUser: vi.fn(async () => "password" as const),
      signedInSession: vi.fn(async () => {
        throw new Error("offline");
      }),
    });
    const onSuccess = await logIn(client);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ method: "passwords", user: null, session: null }));
  });
});

describe("the client's signedInSession", () => {
  const answers: Record<string, unknown> = {
    [paths.session]: {
      user: { id: "u1", email: "rep@example.com", name: "Rep", role: null },
      session: { id: "s1", token: "tok-1", expiresAt: "2026-11-25T08:00:00.000Z", userId: "u1" },
    },
    [paths.sessionJwt]: { token: "a.b.c" },
  };
  const http = vi.fn(async (path: string) => answers[path]) as unknown as Http;

  it("passes the server's user and session through, adding session_token and session_jwt", async () => {
    const details = await createIdentityClient({ http }).signedInSession();
    expect(details).toEqual({
      user: { id: "u1", email: "rep@example.com", name: "Rep", role: null },
      session: {
        id: "s1",
        token: "tok-1",
        expiresAt: "2026-11-25T08:00:00.000Z",
        userId: "u1",
        session_token: "tok-1",
        session_jwt: "a.b.c",
      },
    });
  });

  it("is null without a session (and does not ask for a JWT)", async () => {
    const calls: string[] = [];
    const anonymous = (async (path: string) => {
      calls.push(path);
      return null;
    }) as unknown as Http;
    expect(await createIdentityClient({ http: anonymous }).signedInSession()).toBeNull();
    expect(calls).toEqual([paths.session]);
  });
});
