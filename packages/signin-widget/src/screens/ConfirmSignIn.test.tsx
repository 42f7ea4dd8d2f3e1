import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { errorFromBody } from "../client/http";
import { createIdentityClient } from "../client/identity-client";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";

const question = { status: "confirmation_required" as const, maskedEmail: "r…@example.com" };

afterEach(() => {
  resetBootstrapCacheForTests();
  window.history.replaceState(null, "", "/");
});

function landWithQuestion() {
  window.history.replaceState(null, "", "/batting_cage?token=tok-from-elsewhere&dugout_token_type=magic_links");
  const client = fakeClient({ authenticateToken: vi.fn(async () => question) });
  return renderWidget({ products: ["emailMagicLinks"] }, { client });
}

describe("a landing token this browser did not ask for", () => {
  it("asks 'Sign in as r…@example.com?' with the title focused, and signs in nobody meanwhile", async () => {
    const { client, onEvent } = landWithQuestion();
    const title = await screen.findByRole("heading", { name: "Sign in as r…@example.com?" });
    expect(title).toHaveFocus();
    expect(
      screen.getByText(
        "Continue only if you asked to sign in with this account yourself: a link someone else sent you would sign you in to their account.",
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe("");
    expect(client.authenticateToken).toHaveBeenCalledTimes(1);
    expect(client.authenticateToken.mock.calls[0]?.[0]).not.toHaveProperty("confirm", true);
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: "signed in" }));
  });

  it("signs in when the person confirms: the same token, posted again with confirm", async () => {
    const { client, user, onEvent } = landWithQuestion();
    await screen.findByRole("heading", { name: "Sign in as r…@example.com?" });
    client.authenticateToken.mockResolvedValueOnce({ status: "signed_in" });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("You are signed in.")).toBeInTheDocument();
    expect(client.authenticateToken).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: "tok-from-elsewhere", kind: "magic_links", confirm: true }),
    );
    expect(onEvent).toHaveBeenCalledWith({ type: "signed in", data: { method: "magic_links" } });
  });

  it("goes back to the main screen on Cancel, by keyboard, without another call", async () => {
    const { client, user } = landWithQuestion();
    await screen.findByRole("heading", { name: "Sign in as r…@example.com?" });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Sign up or log in" })).toBeInTheDocument();
    expect(client.authenticateToken).toHaveBeenCalledTimes(1);
  });
});

describe("the identity client", () => {
  it("reads 409 confirmation_required as a question with the masked address, and sends confirm", async () => {
    const bodies: unknown[] = [];
    const client = createIdentityClient({
      http: async <T,>(_path: string, options?: { body?: unknown }): Promise<T> => {
        bodies.push(options?.body);
        if (bodies.length > 1) return { user: { id: "u1", email: "rep@example.com" } } as T;
        throw errorFromBody(409, {
          error_type: "confirmation_required",
          error_message: "Sign in as r…@example.com?",
          masked_email: "r…@example.com",
        });
      },
    });
    expect(await client.authenticateToken({ token: "t", kind: "oauth" })).toEqual(question);
    expect(await client.authenticateToken({ token: "t", kind: "oauth", confirm: true })).toEqual({
      status: "signed_in",
    });
    expect(bodies[1]).toMatchObject({ token: "t", token_type: "oauth", confirm: true });
  });
});
