import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetApiError } from "../../client/http";
import { createPhoneParse, loadPhoneNumbering, type PhoneNumbering } from "../../phone/phone-parse";
import { fakeClient } from "../../test/fake-client";
import { renderWidget } from "../../test/render";

const sms = { products: ["otp" as const], otpOptions: { methods: ["sms" as const] } };
const whatsapp = { products: ["otp" as const], otpOptions: { methods: ["whatsapp" as const] } };

const phoneField = () => screen.getByLabelText("Phone number");
const countrySelect = () => screen.getByLabelText("Country");
/** The real numbering plan, handed over after `ms`. */
const slowPlan = (ms: number) => (): Promise<PhoneNumbering> =>
  new Promise((resolve) => setTimeout(() => void loadPhoneNumbering().then(resolve), ms));
const neverLoads = () => new Promise<PhoneNumbering>(() => undefined);

afterEach(() => vi.useRealTimers());

describe("the phone form", () => {
  it("shows the tabs only with several email/phone methods, the first one selected", async () => {
    const single = renderWidget(sms);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Text" })).toBeInTheDocument();
    single.unmount();

    const { user } = renderWidget({ products: ["otp"], otpOptions: { methods: ["whatsapp", "sms", "email"] } });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["WhatsApp", "Text", "Email"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Continue with WhatsApp" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Text" }));
    expect(screen.getByRole("button", { name: "Continue with Text" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Email" }));
    expect(screen.getByRole("button", { name: "Continue with Email" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Phone number")).not.toBeInTheDocument();
  });

  it("labels the WhatsApp button", () => {
    renderWidget(whatsapp);
    expect(screen.getByRole("button", { name: "Continue with WhatsApp" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Text" })).not.toBeInTheDocument();
  });

  it("has a labelled country select, US by default, each option '+code Country', sorted by name", async () => {
    renderWidget(sms);
    expect(countrySelect()).toHaveValue("US");
    expect(await screen.findByRole("option", { name: "+44 United Kingdom" })).toBeInTheDocument();
    expect(countrySelect()).toHaveValue("US");
    expect(screen.getByRole("option", { name: "+1 United States", selected: true })).toBeInTheDocument();
    const names = within(countrySelect())
      .getAllByRole("option")
      .map((option) => (option.textContent ?? "").replace(/^\+\d+ /, ""));
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("is a national phone field with the placeholder, formatted as typed", async () => {
    const { user } = renderWidget(sms);
    expect(phoneField()).toHaveAttribute("type", "tel");
    expect(phoneField()).toHaveAttribute("autocomplete", "tel-national");
    expect(phoneField()).toHaveAttribute("placeholder", "(123) 456-7890");
    await user.type(phoneField(), "2015550123");
    expect(phoneField()).toHaveValue("(201) 555-0123");
    await user.type(phoneField(), "{Backspace}{Backspace}");
    expect(phoneField()).toHaveValue("(201) 555-01");
    await user.clear(phoneField());
    await user.type(phoneField(), "0791112345");
    await user.selectOptions(countrySelect(), "GB");
    expect(phoneField()).toHaveValue("07911 12345");
  });

  it("refuses an invalid number with the message of the requirements", async () => {
    const { user, client } = renderWidget(sms);
    await user.type(phoneField(), "555 555 5555");
    await user.click(screen.getByRole("button", { name: "Continue with Text" }));
    expect(await screen.findByText("Invalid phone number, please try again.")).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute("aria-invalid", "true");
    expect(client.sendPhoneOtp).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the number the same way", async () => {
    const client = fakeClient({
      sendPhoneOtp: vi.fn(async () => {
        throw new WidgetApiError(400, "invalid_phone_number", "Invalid phone number");
      }),
    });
    const { user } = renderWidget(sms, { client });
    await user.type(phoneField(), "2015550123");
    await user.click(screen.getByRole("button", { name: "Continue with Text" }));
    expect(await screen.findByText("Invalid phone number, please try again.")).toBeInTheDocument();
  });

  it("sends the passcode on the tab's channel for the chosen country and opens the passcode screen", async () => {
    const { user, client } = renderWidget({
      products: ["otp"],
      otpOptions: { methods: ["whatsapp"], expirationMinutes: 5 },
    });
    await screen.findByRole("option", { name: "+44 United Kingdom" });
    await user.selectOptions(countrySelect(), "GB");
    await user.type(phoneField(), "07911 123456");
    await user.click(screen.getByRole("button", { name: "Continue with WhatsApp" }));
    expect(await screen.findByRole("heading", { name: "Enter passcode" })).toBeInTheDocument();
    expect(client.sendPhoneOtp).toHaveBeenCalledWith({
      phoneNumber: "+447911123456",
      channel: "whatsapp",
      expirationMinutes: 5,
    });
    expect(screen.getByText("A 6-digit passcode was sent to you at +44 7911 123456.")).toBeInTheDocument();
  });

  it("after 2 s without the numbering plan, sends the raw digits behind the calling code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient();
    renderWidget(sms, { client, phoneParse: createPhoneParse({ load: neverLoads }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(phoneField(), "555 555-5555");
    expect(phoneField()).toHaveValue("555 555-5555");
    await user.click(screen.getByRole("button", { name: "Continue with Text" }));
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(client.sendPhoneOtp).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Continue with Text" })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(client.sendPhoneOtp).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: "+15555555555" }));
    expect(await screen.findByText("A 6-digit passcode was sent to you at +15555555555.")).toBeInTheDocument();
  });

  it("keeps the typed text when formatting has no answer within 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget(sms, { phoneParse: createPhoneParse({ load: slowPlan(10_500) }) });
    fireEvent.change(phoneField(), { target: { value: "201555" } });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(phoneField()).toHaveValue("201555");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(phoneField()).toHaveValue("201555");
    // The plan is there now: the next keystroke is formatted.
    fireEvent.change(phoneField(), { target: { value: "2015550" } });
    await vi.waitFor(() => expect(phoneField()).toHaveValue("(201) 555-0"));
  });

  it("formats once the numbering plan arrives within the 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget(sms, { phoneParse: createPhoneParse({ load: slowPlan(9_000) }) });
    fireEvent.change(phoneField(), { target: { value: "2015550123" } });
    await act(async () => vi.advanceTimersByTime(9_000));
    await vi.waitFor(() => expect(phoneField()).toHaveValue("(201) 555-0123"));
  });
});
