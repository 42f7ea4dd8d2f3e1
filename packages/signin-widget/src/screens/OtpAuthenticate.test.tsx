import { defined } from "@dugout/contracts/defined";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootstrapCacheForTests } from "../bootstrap-cache";
import { WidgetApiError } from "../client/http";
import { fakeClient } from "../test/fake-client";
import { renderWidget } from "../test/render";

const otpConfig = { products: ["otp" as const], otpOptions: { methods: ["email" as const], expirationMinutes: 2 } };

async function reachPasscodeScreen(client = fakeClient()) {
  const rendered = renderWidget(otpConfig, { client });
  await rendered.user.type(screen.getByLabelText("Email"), "rep@example.com");
  await rendered.user.click(screen.getByRole("button", { name: "Continue with Email" }));
  await screen.findByRole("heading", { name: "Enter passcode" });
  return rendered;
}

const boxes = () => screen.getAllByRole("textbox", { name: /Digit \d of 6/ });

afterEach(() => {
  vi.useRealTimers();
  resetBootstrapCacheForTests();
});

describe("the passcode screen", () => {
  it("says where the code went, takes digits only and submits at the sixth", async () => {
    const { user, client, onEvent } = await reachPasscodeScreen();
    expect(screen.getByText("A 6-digit passcode was sent to you at rep@example.com.")).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    await user.type(defined(boxes()[0], "the first passcode box"), "a1b2");
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "", "", "", ""]);
    expect(client.authenticateOtp).not.toHaveBeenCalled();
    await user.keyboard("3456");
    expect(client.authenticateOtp).toHaveBeenCalledWith(
      expect.objectContaining({ methodId: "rep@example.com", code: "123456" }),
    );
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
    expect(screen.getByText("Your passcode has been successfully verified.")).toBeInTheDocument();
    const complete = onEvent.mock.calls.filter(([event]) => event.type === "authenticate flow complete");
    expect(complete).toHaveLength(1);
  });

  it("focuses the first box on arrival, so a code typed at once signs in, and announces the screen", async () => {
    const { user, client } = await reachPasscodeScreen();
    const first = defined(boxes()[0], "the first passcode box");
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("status")).toHaveTextContent("Enter passcode");
    await user.keyboard("123456");
    expect(client.authenticateOtp).toHaveBeenCalledWith(expect.objectContaining({ code: "123456" }));
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
  });

  it("disables the boxes and shows 'Verifying passcode...' with the bar while checking", async () => {
    let finish: () => void = () => undefined;
    const client = fakeClient({
      authenticateOtp: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    const { user, container } = await reachPasscodeScreen(client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("654321");
    expect(await screen.findByText("Verifying passcode...")).toBeInTheDocument();
    expect(container.querySelector(".dw-progress")).not.toBeNull();
    for (const box of boxes()) expect(box).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
  });

  it("refuses a wrong code with the message of docs/requirements/sign-in-widget.md#messages and clears the boxes", async () => {
    const client = fakeClient({
      authenticateOtp: vi.fn(async () => {
        throw new WidgetApiError(400, "invalid_otp", "Invalid OTP");
      }),
    });
    const { user } = await reachPasscodeScreen(client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("111111");
    expect(await screen.findByText("Invalid passcode, please try again.")).toBeInTheDocument();
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(""),
    ).toBe("");
  });

  it("keeps the server's message when the code is used up", async () => {
    const client = fakeClient({
      authenticateOtp: vi.fn(async () => {
        throw new WidgetApiError(403, "too_many_attempts", "Too many attempts. Ask for a new code.");
      }),
    });
    const { user } = await reachPasscodeScreen(client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("333333");
    expect(await screen.findByText("Too many attempts. Ask for a new code.")).toBeInTheDocument();
  });

  it("counts down, expires, and 'Resend code' starts the time again with a toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient();
    const rendered = renderWidget(otpConfig, { client });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("Email"), "rep@example.com");
    await user.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(await screen.findByText("Your code expires in 2:00. Didn't get it?")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByText(/Your code expires in 0:5\d\. Didn't get it\?/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Your code has expired.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("Code resent")).toBeInTheDocument();
    expect(screen.getByText("Your code expires in 2:00. Didn't get it?")).toBeInTheDocument();
    expect(client.sendEmailOtp).toHaveBeenCalledTimes(2);
    rendered.unmount();
  });

  it("shows a failed resend as an error toast", async () => {
    const client = fakeClient();
    const { user } = await reachPasscodeScreen(client);
    client.sendEmailOtp.mockRejectedValueOnce(new WidgetApiError(503, "unavailable", "Mail is down."));
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("Mail is down.")).toBeInTheDocument();
  });

  it("returns to the main screen with the back arrow", async () => {
    const { user } = await reachPasscodeScreen();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Sign up or log in" })).toBeInTheDocument();
  });

  it("answers a 429 with a countdown and blocks the boxes", async () => {
    const client = fakeClient({
      authenticateOtp: vi.fn(async () => {
        throw new WidgetApiError(429, "too_many_requests", "Too many attempts.", 90);
      }),
    });
    const { user } = await reachPasscodeScreen(client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("222222");
    expect(await screen.findByText(/Too many attempts\. Try again in 1:(30|29)\./)).toBeInTheDocument();
    for (const box of boxes()) expect(box).toBeDisabled();
  });
});

describe("the passcode screen for a phone number", () => {
  const phoneConfig = (method: "sms" | "whatsapp", expirationMinutes?: number) => ({
    products: ["otp" as const],
    otpOptions: { methods: [method], ...(expirationMinutes && { expirationMinutes }) },
  });

  async function reachPhonePasscode(method: "sms" | "whatsapp", client = fakeClient(), expirationMinutes = 2) {
    const rendered = renderWidget(phoneConfig(method, expirationMinutes), { client });
    await rendered.user.type(screen.getByLabelText("Phone number"), "2015550123");
    await rendered.user.click(
      screen.getByRole("button", { name: method === "sms" ? "Continue with Text" : "Continue with WhatsApp" }),
    );
    await screen.findByRole("heading", { name: "Enter passcode" });
    return rendered;
  }

  it("names the number internationally and verifies the code against it", async () => {
    const { user, client, onEvent } = await reachPhonePasscode("sms");
    expect(screen.getByText("A 6-digit passcode was sent to you at +1 201 555 0123.")).toBeInTheDocument();
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("123456");
    expect(await screen.findByRole("heading", { name: "Success" })).toBeInTheDocument();
    expect(client.authenticatePhoneOtp).toHaveBeenCalledWith(
      expect.objectContaining({ methodId: "+12015550123", code: "123456" }),
    );
    expect(client.authenticateOtp).not.toHaveBeenCalled();
    const signedIn = onEvent.mock.calls.find(([event]) => event.type === "signed in");
    expect(signedIn?.[0].data).toEqual({ method: "otp" });
  });

  it("refuses a wrong code with 'Invalid passcode, please try again.'", async () => {
    const client = fakeClient({
      authenticatePhoneOtp: vi.fn(async () => {
        throw new WidgetApiError(400, "invalid_otp", "Invalid OTP");
      }),
    });
    const { user } = await reachPhonePasscode("whatsapp", client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("111111");
    expect(await screen.findByText("Invalid passcode, please try again.")).toBeInTheDocument();
  });

  it("keeps the server's message for an expired code", async () => {
    const client = fakeClient({
      authenticatePhoneOtp: vi.fn(async () => {
        throw new WidgetApiError(400, "otp_expired", "This code has expired. Ask for a new one.");
      }),
    });
    const { user } = await reachPhonePasscode("sms", client);
    await user.click(defined(boxes()[0], "the first passcode box"));
    await user.paste("111111");
    expect(await screen.findByText("This code has expired. Ask for a new one.")).toBeInTheDocument();
  });

  it("resends on the channel of the first code", async () => {
    for (const channel of ["whatsapp", "sms"] as const) {
      const { user, client, unmount } = await reachPhonePasscode(channel);
      await user.click(screen.getByRole("button", { name: "Resend code" }));
      expect(await screen.findByText("Code resent")).toBeInTheDocument();
      expect(client.sendPhoneOtp).toHaveBeenCalledTimes(2);
      expect(client.sendPhoneOtp).toHaveBeenLastCalledWith({
        phoneNumber: "+12015550123",
        channel,
        expirationMinutes: 2,
      });
      expect(client.sendEmailOtp).not.toHaveBeenCalled();
      unmount();
    }
  });

  it("counts down the configured lifetime, expires, and a resend starts it again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient();
    const rendered = renderWidget(phoneConfig("sms", 2), { client });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("Phone number"), "2015550123");
    await user.click(screen.getByRole("button", { name: "Continue with Text" }));
    expect(await screen.findByText("Your code expires in 2:00. Didn't get it?")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(121_000));
    expect(screen.getByText("Your code has expired.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("Your code expires in 2:00. Didn't get it?")).toBeInTheDocument();
    rendered.unmount();
  });

  it("counts down the server's lifetime when the configuration sets none", async () => {
    const client = fakeClient({
      bootstrap: vi.fn(async () => ({
        emailDomains: [],
        passwordConfig: null,
        oauthProviders: [],
        limits: {
          magicLinkMinutes: 30,
          otpMinutes: 5,
          sessionMinutes: 60,
          messageTemplates: [],
          phoneChannels: ["sms" as const],
        },
      })),
    });
    const rendered = renderWidget(phoneConfig("sms"), { client });
    await rendered.user.type(screen.getByLabelText("Phone number"), "2015550123");
    await rendered.user.click(screen.getByRole("button", { name: "Continue with Text" }));
    expect(await screen.findByText(/Your code expires in (5:00|4:59)\. Didn't get it\?/)).toBeInTheDocument();
    expect(client.sendPhoneOtp).toHaveBeenCalledWith(expect.objectContaining({ expirationMinutes: undefined }));
  });
});
