import { describe, expect, it, vi } from "vitest";
import { createHttp, WidgetApiError } from "./http";
import { createIdentityClient } from "./identity-client";

/** A fetch that records each request and answers with `answer` (the server's HTTP boundary). */
function fakeFetch(answer: () => Response = () => Response.json({ status: true })) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return { requests, fetchImpl };
}

describe("the phone passcode calls", () => {
  it("sends a code to the number on the channel, leaving out an unset lifetime", async () => {
    const { requests, fetchImpl } = fakeFetch();
    const client = createIdentityClient({ http: createHttp("", fetchImpl) });
    expect(await client.sendPhoneOtp({ phoneNumber: "+12015550123", channel: "whatsapp" })).toEqual({
      methodId: "+12015550123",
    });
    await client.sendPhoneOtp({ phoneNumber: "+12015550123", channel: "sms", expirationMinutes: 5 });
    expect(requests).toEqual([
      {
        url: "/api/auth/phone-number/send-otp",
        method: "POST",
        body: { phoneNumber: "+12015550123", channel: "whatsapp" },
      },
      {
        url: "/api/auth/phone-number/send-otp",
        method: "POST",
        body: { phoneNumber: "+12015550123", channel: "sms", expiration_minutes: 5 },
      },
    ]);
  });

  it("verifies the code for the number, with the session length when configured", async () => {
    const { requests, fetchImpl } = fakeFetch();
    const client = createIdentityClient({ http: createHttp("", fetchImpl) });
    await client.authenticatePhoneOtp({ methodId: "+12015550123", code: "123456", sessionDurationMinutes: 30 });
    expect(requests).toEqual([
      {
        url: "/api/auth/phone-number/verify",
        method: "POST",
        body: { phoneNumber: "+12015550123", code: "123456", session_duration_minutes: 30 },
      },
    ]);
  });

  it("turns the server's error body into a WidgetApiError", async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ error_type: "invalid_phone_number", error_message: "Invalid phone number." }, { status: 400 }),
    );
    const client = createIdentityClient({ http: createHttp("", fetchImpl) });
    const error = await client.sendPhoneOtp({ phoneNumber: "+1", channel: "sms" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ status: 400, errorType: "invalid_phone_number" });
  });
});
