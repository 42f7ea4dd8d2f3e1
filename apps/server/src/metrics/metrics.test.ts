import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureMessaging, codeIn, post } from "../modules/identity/test-kit";
import { createTestApp, errorOf, type TestApp } from "../test/harness";

/**
 * GET /metrics: Prometheus text with the named instruments after the app has done the things they
 * count (a sign-in, a send, a rate-limit refusal, a job), labelled by route pattern and fixed lists
 * only; served to this machine, or elsewhere only with METRICS_TOKEN.
 */
let t: TestApp;
const mail = captureMessaging();
const remote = "203.0.113.9";

beforeAll(async () => {
  // One send per address and hour, one poll per minute: the second of each is refused.
  t = await createTestApp({
    messaging: mail,
    env: { IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: "1", NAME_GENERATOR_POLLS_PER_MINUTE: "1" },
  });
});
afterAll(async () => {
  await t.close();
});

async function scrape(app = t): Promise<string> {
  const response = await app.app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, e.g. `dugout_messages_sent_total{channel="email",outcome="sent"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function eventually(series: string, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await scrape();
    if ((valueOf(text, series) ?? 0) > 0) return text;
    if (Date.now() > until) throw new Error(`${series} never counted:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("GET /metrics", () => {
  it("counts sends, rate-limit refusals and sign-ins by method and outcome", async () => {
    const { user } = await t.signIn({ email: "metrics-rep@example.com" });
    const send = await post(t, "/api/auth/email-otp/send-verification-otp", { email: user.email, type: "sign-in" });
    expect(send.statusCode, send.body).toBe(200);
    const again = await post(t, "/api/auth/email-otp/send-verification-otp", { email: user.email, type: "sign-in" });
    expect(again.statusCode, again.body).toBe(429);
    const signedIn = await post(t, "/api/auth/sign-in/email-otp", {
      email: user.email,
      otp: codeIn(mail.last(user.email)),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const wrong = await post(t, "/api/auth/sign-in/email", { email: user.email, password: "not the password 123" });
    expect(wrong.statusCode).toBe(401);

    const text = await scrape();
    expect(valueOf(text, 'dugout_messages_sent_total{channel="email",outcome="sent"}')).toBe(1);
    expect(valueOf(text, 'dugout_rate_limit_refusals_total{limit="send:to"}')).toBe(1);
    expect(valueOf(text, 'dugout_sign_in_attempts_total{method="email_passcode",outcome="success"}')).toBe(1);
    expect(valueOf(text, 'dugout_sign_in_attempts_total{method="password",outcome="failure"}')).toBe(1);
    expect(text).not.toContain(user.email);
  });

  it("counts a route's own limit by the route's pattern", async () => {
    const poll = (id: string) =>
      t.app.inject({ method: "GET", url: `/api/business_name_submissions/${id}`, remoteAddress: "10.9.9.9" });
    expect((await poll("00000000-0000-4000-8000-000000000001")).statusCode).toBe(404);
    expect((await poll("00000000-0000-4000-8000-000000000002")).statusCode).toBe(429);
    const text = await scrape();
    expect(
      valueOf(text, 'dugout_rate_limit_refusals_total{limit="route:GET /api/business_name_submissions/:id"}'),
    ).toBe(1);
    expect(text).not.toContain("10.9.9.9");
  });

  it("times requests by route pattern and status, never by raw URL, and a job's run, wait and queue depth", async () => {
    const rep = await t.signIn();
    const session = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
    expect(session.statusCode, session.body).toBe(200);
    const id = session.json<{ conversation_id: string }>().conversation_id;
    const ended = await t.app.inject({
      method: "PATCH",
      url: `/batting_cage_conversations/${id}`,
      headers: rep.headers,
      payload: { status: "ended" },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    const text = await eventually(
      'dugout_job_run_duration_seconds_count{queue="batting-cage.score",outcome="completed"}',
    );
    expect(
      valueOf(
        text,
        'dugout_http_request_duration_seconds_count{method="PATCH",route="/batting_cage_conversations/:id",status="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(valueOf(text, 'dugout_practice_calls_ended_total{reason="ended"}')).toBe(1);
    expect(valueOf(text, "dugout_practice_calls_active")).toBe(0);
    expect(valueOf(text, 'dugout_job_wait_seconds_count{queue="batting-cage.score"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^dugout_job_queue_depth\{queue="batting-cage\.score",state="ready"\} \d+$/m);
    expect(text).toMatch(/^dugout_job_queue_depth\{queue="batting-cage\.score",state="active"\} \d+$/m);
    for (const name of [
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_eventloop_lag_max_seconds",
      "nodejs_heap_size_used_bytes",
      "process_cpu_seconds_total",
    ])
      expect(valueOf(text, name), name).toBeGreaterThanOrEqual(0);
    // Unmatched paths share one series.
    await t.app.inject({ method: "GET", url: "/api/no-such-thing-123" });
    expect(
      valueOf(
        await scrape(),
        'dugout_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it("answers this machine, and refuses anyone else while no METRICS_TOKEN is set (403 JSON)", async () => {
    const local = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    const refused = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: remote });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: "forbidden",
      message: "Metrics are served to this machine, or to a scraper sending METRICS_TOKEN as a bearer token.",
    });
    // A same-host proxy forwarding a visitor does not make the visitor local.
    const forwarded = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": remote },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it("with METRICS_TOKEN, answers a remote scraper that sends it and refuses one that does not (401 JSON)", async () => {
    const token = "metrics-token-0123456789abcdef";
    const other = await createTestApp({ shareDatabaseWith: t, env: { METRICS_TOKEN: token } });
    try {
      const call = (authorization?: string) =>
        other.app.inject({
          method: "GET",
          url: "/metrics",
          remoteAddress: remote,
          headers: authorization ? { authorization } : {},
        });
      expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
      for (const refused of [await call(), await call("Bearer wrong-token-0123456789"), await call(token)]) {
        expect(refused.statusCode).toBe(401);
        expect(errorOf(refused).code).toBe("unauthenticated");
      }
      // Each app counts its own: the other app has sent nothing.
      expect(
        valueOf(await scrape(other), 'dugout_messages_sent_total{channel="email",outcome="sent"}'),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
