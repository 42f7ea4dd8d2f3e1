import { defined } from "@dugout/contracts/defined";
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod/mini";
import { api, ApiError, apiOk } from "./api";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = "dugout_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("api", () => {
  it("parses a successful answer with the given schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: "ok", extra: 1 }));
    const result = await api("/healthz", { schema: z.object({ status: z.literal("ok") }) });
    expect(result).toEqual({ status: "ok" });
  });

  it("turns an error body into an ApiError with the server's code and message", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error: { code: "forbidden", message: "You are not authorized to access this page." } }),
    );
    const error = await api("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: "forbidden",
      message: "You are not authorized to access this page.",
    });
  });

  it("falls back to the HTTP error text of docs/requirements/platform.md#shared-page-texts when the body is not ours, and keeps Retry-After", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("<html>bad gateway</html>", { status: 502, headers: { "retry-after": "7" } }),
    );
    const error = await api("/api/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      code: "http_error",
      message: "HTTP error! status: 502",
      retryAfterSeconds: 7,
    });
  });

  it("reports an answer that does not match the schema instead of passing it on", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 3 }));
    const error = await api("/healthz", { schema: z.object({ status: z.string() }) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: "invalid_response" });
  });

  it("fetches a CSRF token once and sends it on state-changing calls", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { token: "n.s" })).mockResolvedValueOnce(json(200, { ok: true }));
    await api("/api/things", { method: "POST", body: { a: 1 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/csrf");
    const [, init] = defined(fetchMock.mock.calls[1], "the second fetch");
    expect((init?.headers as Record<string, string>)["x-csrf-token"]).toBe("n.s");
    expect(init?.body).toBe('{"a":1}');
  });

  it("builds query strings without empty values", async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api("/api/scores", { query: { page: 2, q: "", rep: undefined, tz: "Europe/Paris" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/scores?page=2&tz=Europe%2FParis");
  });

  it("reports a network failure with a readable message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await api("/api/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });

  it("answers unknown without a schema: the caller has to check what it got", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { anything: true }));
    const answer = api("/api/x");
    expectTypeOf(answer).toEqualTypeOf<Promise<unknown>>();
    expect(await answer).toEqual({ anything: true });
  });
});

describe("apiOk (answers with a status envelope)", () => {
  const schema = z.object({ status: z.literal("ok"), count: z.number() });

  it("parses an ok answer with the schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: "ok", count: 3 }));
    expect(await apiOk("/api/x", { schema })).toEqual({ status: "ok", count: 3 });
  });

  it("fails with the body's message when the status is not ok, else with 'Failed to fetch data'", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: "error", message: "No data for this agent" }));
    await expect(apiOk("/api/x", { schema })).rejects.toMatchObject({
      code: "bad_status",
      message: "No data for this agent",
    });
    fetchMock.mockResolvedValueOnce(json(200, { status: "error" }));
    await expect(apiOk("/api/x", { schema })).rejects.toMatchObject({ message: "Failed to fetch data" });
    fetchMock.mockResolvedValueOnce(json(200, null));
    await expect(apiOk("/api/x", { schema })).rejects.toMatchObject({ message: "Failed to fetch data" });
  });

  it("fails with 'Failed to fetch data' when an ok answer does not match its schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: "ok", count: "three" }));
    await expect(apiOk("/api/x", { schema })).rejects.toMatchObject({
      code: "invalid_response",
      message: "Failed to fetch data",
    });
  });
});
