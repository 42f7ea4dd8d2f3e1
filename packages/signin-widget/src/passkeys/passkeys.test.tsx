import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WidgetApiError } from "../client/http";
import type { IdentityClient } from "../client/identity-client";
import type { PasskeyInfo } from "../client/passkey-client";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";
import { PasskeyRegistration } from "./PasskeyRegistration";

const texts = {
  notFound:
    "Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.",
  unknown: "Unknown error occurred during passkey authentication. Please try again.",
  already:
    "The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.",
  notCreated: "Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.",
  needsUser: "Error: Cannot use PasskeyRegistration component without active user authenticated.",
  warning: "Once deleted, the passkey cannot be restored.",
};

const domError = (name: string) => Object.assign(new Error(name), { name });
/** What @simplewebauthn throws: a code, and the browser's error as the cause. */
const libraryError = (code: string, causeName: string) =>
  Object.assign(new Error(code, { cause: domError(causeName) }), { code, name: causeName });
const session = { userId: "u1", email: "rep@example.com" };
const rows: PasskeyInfo[] = [
  { id: "pk-1", name: "Laptop", createdAt: "2026-01-01T00:00:00.000Z" },
  { id: "pk-2", name: "", createdAt: "2026-01-02T00:00:00.000Z" },
];

describe("'Login with a Passkey' on Main", () => {
  it("comes first when the browser cannot autofill passkeys, and signs in through the prompt", async () => {
    const { client, user, onEvent } = renderWidget({ products: ["emailMagicLinks", "passkeys"] });
    const button = await screen.findByRole("button", { name: "Login with a Passkey" });
    const email = screen.getByLabelText("Email");
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email).toHaveAttribute("autocomplete", "email");
    await user.click(button);
    expect(client.authenticatePasskey).toHaveBeenCalledWith(expect.objectContaining({ conditionalMediation: false }));
    expect(await screen.findByText("You are signed in with your passkey.")).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({ type: "signed in", data: { method: "passkey" } });
  });

  it("is left out when the email field offers passkeys itself, and shown when there is no field", async () => {
    const autofill = () => fakeClient({ passkeySupport: vi.fn(async () => ({ webauthn: true, autofill: true })) });
    const first = renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client: autofill() });
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username webauthn"));
    expect(screen.queryByRole("button", { name: "Login with a Passkey" })).not.toBeInTheDocument();
    first.unmount();
    renderWidget(
      { products: ["oauth", "passkeys"], oauthOptions: { providers: [{ type: "google" }] } },
      { client: autofill() },
    );
    expect(await screen.findByRole("button", { name: "Login with a Passkey" })).toBeInTheDocument();
  });

  it("is not there when passkeys are not configured", async () => {
    const { client } = renderWidget({ products: ["emailMagicLinks"] });
    await screen.findByLabelText("Email");
    expect(screen.queryByRole("button", { name: "Login with a Passkey" })).not.toBeInTheDocument();
    expect(client.passkeySupport).not.toHaveBeenCalled();
  });

  it.each([
    ["an unknown passkey", new WidgetApiError(404, "webauthn_registration_not_found", "x"), texts.notFound],
    ["Better Auth's own code", new WidgetApiError(401, "passkey_not_found", "x"), texts.notFound],
    ["another server error", new WidgetApiError(400, "authentication_failed", "x"), texts.unknown],
    ["an empty answer", new Error(""), texts.unknown],
  ])("words %s as the spec says", async (_label, error, text) => {
    const client = fakeClient({ authenticatePasskey: vi.fn(async () => Promise.reject(error)) });
    const { user } = renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    await user.click(await screen.findByRole("button", { name: "Login with a Passkey" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says nothing when the person closes the prompt", async () => {
    const client = fakeClient({
      authenticatePasskey: vi.fn(async () =>
        Promise.reject(libraryError("ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", "NotAllowedError")),
      ),
    });
    const { user } = renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    await user.click(await screen.findByRole("button", { name: "Login with a Passkey" }));
    await waitFor(() => expect(client.authenticatePasskey).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("passkeys in the email field's autofill", () => {
  const autofillClient = (authenticatePasskey: IdentityClient["authenticatePasskey"]) =>
    fakeClient({ passkeySupport: vi.fn(async () => ({ webauthn: true, autofill: true })), authenticatePasskey });

  it("signs in when a passkey is picked", async () => {
    const client = autofillClient(vi.fn(async () => undefined));
    renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    expect(await screen.findByText("You are signed in with your passkey.")).toBeInTheDocument();
    expect(client.authenticatePasskey).toHaveBeenCalledWith(expect.objectContaining({ conditionalMediation: true }));
  });

  it("tries 5 times in all, one fewer after each failure, and shows the server's refusal", async () => {
    const client = autofillClient(
      vi.fn(async () => Promise.reject(new WidgetApiError(404, "webauthn_registration_not_found", "x"))),
    );
    renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    expect(await screen.findByText(texts.notFound)).toBeInTheDocument();
    await waitFor(() => expect(client.authenticatePasskey).toHaveBeenCalledTimes(5));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(client.authenticatePasskey).toHaveBeenCalledTimes(5);
  });

  it("keeps quiet about a closed prompt", async () => {
    const client = autofillClient(vi.fn(async () => Promise.reject(domError("NotAllowedError"))));
    renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    await waitFor(() => expect(client.authenticatePasskey).toHaveBeenCalledTimes(5));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is cancelled when the form is submitted (and so when Main is left)", async () => {
    let signal: AbortSignal | undefined;
    const client = autofillClient(
      vi.fn(async (input: { signal?: AbortSignal }) => {
        signal = input.signal;
        return new Promise<void>(() => undefined);
      }),
    );
    const { user } = renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client });
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with email" }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(client.authenticatePasskey).toHaveBeenCalledTimes(1);
  });
});

describe("the passkey registration screens", () => {
  const start = (client = fakeClient()) =>
    renderWidget({ products: ["emailMagicLinks", "passkeys"] }, { client, initialScreen: "RegisterNewPasskey" });

  it("need a signed-in user", async () => {
    start();
    expect(await screen.findByText(texts.needsUser)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create a Passkey" })).not.toBeInTheDocument();
  });

  it("create a passkey, then list the user's passkeys", async () => {
    const client = fakeClient({ getSession: vi.fn(async () => session), listPasskeys: vi.fn(async () => rows) });
    const { user } = start(client);
    await user.click(await screen.findByRole("button", { name: "Create a Passkey" }));
    expect(client.registerPasskey).toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Your passkeys" })).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Laptop" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Passkey" })).toBeInTheDocument();
  });

  it("move on to the list when skipped", async () => {
    const client = fakeClient({ getSession: vi.fn(async () => session) });
    const { user } = start(client);
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(await screen.findByText("You have no passkeys yet.")).toBeInTheDocument();
    expect(client.registerPasskey).not.toHaveBeenCalled();
  });

  it.each([
    ["the server's duplicate refusal", new WidgetApiError(409, "passkey_already_registered", "x"), texts.already],
    [
      "the library's code",
      libraryError("ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED", "InvalidStateError"),
      texts.already,
    ],
    ["the browser's InvalidStateError", domError("InvalidStateError"), texts.already],
    ["a failed verification", new WidgetApiError(400, "passkey_registration_failed", "x"), texts.notCreated],
    ["a closed prompt", domError("NotAllowedError"), texts.notCreated],
  ])("word %s as the spec says", async (_label, error, text) => {
    const client = fakeClient({
      getSession: vi.fn(async () => session),
      registerPasskey: vi.fn(async () => Promise.reject(error)),
    });
    const { user } = start(client);
    await user.click(await screen.findByRole("button", { name: "Create a Passkey" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create a Passkey" })).toBeInTheDocument();
  });
});

describe("the PasskeyRegistration component", () => {
  it("refuses to work without a signed-in user", async () => {
    render(<PasskeyRegistration client={fakeClient()} />);
    expect(await screen.findByText(texts.needsUser)).toBeInTheDocument();
  });

  it("renames one row at a time and deletes only after the warning", async () => {
    const user = userEvent.setup();
    const client = fakeClient({ getSession: vi.fn(async () => session), listPasskeys: vi.fn(async () => rows) });
    render(<PasskeyRegistration client={client} />);
    const laptop = await screen.findByRole("group", { name: "Laptop" });
    await user.click(within(laptop).getByRole("button", { name: "Rename" }));
    const other = screen.getByRole("group", { name: "Passkey" });
    expect(within(other).getByRole("button", { name: "Rename" })).toBeDisabled();
    expect(within(other).getByRole("button", { name: "Delete" })).toBeDisabled();
    const name = screen.getByLabelText("Passkey name");
    await user.clear(name);
    await user.type(name, "Work laptop");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(client.renamePasskey).toHaveBeenCalledWith({ id: "pk-1", name: "Work laptop" });

    await user.click(
      within(await screen.findByRole("group", { name: "Laptop" })).getByRole("button", { name: "Delete" }),
    );
    expect(screen.getByText(texts.warning)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(texts.warning)).not.toBeInTheDocument();
    expect(client.deletePasskey).not.toHaveBeenCalled();
    const row = screen.getByRole("group", { name: "Laptop" });
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    expect(client.deletePasskey).toHaveBeenCalledWith({ id: "pk-1" });
  });

  it("adds a passkey and loads the list again", async () => {
    const user = userEvent.setup();
    const client = fakeClient({ getSession: vi.fn(async () => session) });
    const onRegistered = vi.fn();
    render(<PasskeyRegistration client={client} onRegistered={onRegistered} />);
    await user.click(await screen.findByRole("button", { name: "Create a Passkey" }));
    await waitFor(() => expect(client.listPasskeys).toHaveBeenCalledTimes(2));
    expect(onRegistered).toHaveBeenCalled();
  });
});
