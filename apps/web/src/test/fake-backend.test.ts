import { describe, expect, it } from "vitest";
import { scoresResponseSchema, scoringPaths } from "@dugout/contracts/scoring";
import { userActionAnswerSchema, userApiPaths, type ManagedUser } from "@dugout/contracts/users";
import { apiError, FakeBackend, offContract, ok } from "./fake-backend";

const scores = {
  status: "ok" as const,
  data: [],
  pagination: { total_pages: 0, total_count: 0 },
  message: "",
  reps: [],
};

describe("FakeBackend", () => {
  it("answers a route through its contract schema and records the request", async () => {
    const backend = new FakeBackend().on("GET", scoringPaths.scores, scoresResponseSchema, () => ok(scores));
    const response = await backend.fetch("/api/scoring_champ/scores?page=2");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(scores);
    expect(backend.requestsTo(scoringPaths.scores).map((request) => request.url.searchParams.get("page"))).toEqual([
      "2",
    ]);
  });

  it("refuses a body its schema does not allow", async () => {
    const backend = new FakeBackend().on("GET", scoringPaths.scores, scoresResponseSchema, () =>
      // @ts-expect-error -- the point: a status the server never sends
      ok({ ...scores, status: "error" }),
    );
    await expect(backend.fetch(scoringPaths.scores)).rejects.toThrow();
  });

  it("answers API errors in the API's error shape, and off-contract responses as given", async () => {
    const backend = new FakeBackend()
      .on("GET", scoringPaths.scores, scoresResponseSchema, () => apiError(500, "internal", "Database down"))
      .on("POST", scoringPaths.scores, scoresResponseSchema, () =>
        offContract(new Response("<html>", { status: 502 })),
      );
    const failed = await backend.fetch(scoringPaths.scores);
    expect([failed.status, await failed.json()]).toEqual([
      500,
      { error: { code: "internal", message: "Database down" } },
    ]);
    const proxied = await backend.fetch(scoringPaths.scores, { method: "POST", body: JSON.stringify({ a: 1 }) });
    expect([proxied.status, await proxied.text()]).toEqual([502, "<html>"]);
    expect(backend.requestsTo(scoringPaths.scores, "POST")[0]?.body).toEqual({ a: 1 });
  });

  it("fails loudly on a request no route answers, and remembers it", async () => {
    const backend = new FakeBackend();
    await expect(backend.fetch("/api/nowhere?x=1")).rejects.toThrow("fake backend: no route for GET /api/nowhere?x=1");
    expect(backend.unhandled).toEqual(["GET /api/nowhere?x=1"]);
  });

  it("hands a route's `:name` segments to its handler, decoded, with the request's headers", async () => {
    const user: ManagedUser = {
      id: "a b",
      email: "a@example.com",
      phone_number: null,
      name: "",
      role: null,
      status: "active",
      last_sign_in_at: null,
      created_at: "2025-01-01T00:00:00.000Z",
    };
    const backend = new FakeBackend().on("POST", userApiPaths.deactivate, userActionAnswerSchema, (request) =>
      ok({ user: { ...user, id: request.params.id ?? "" } }),
    );
    const response = await backend.fetch("/api/users/a%20b/deactivate", {
      method: "POST",
      headers: { "x-csrf-token": "t" },
    });
    expect(((await response.json()) as { user: ManagedUser }).user.id).toBe("a b");
    expect(backend.requests[0]?.headers.get("x-csrf-token")).toBe("t");
    await expect(backend.fetch("/api/users/a/b/deactivate", { method: "POST" })).rejects.toThrow("no route");
  });

  it("holds a route's next answer until released, and only that one", async () => {
    const backend = new FakeBackend().on("GET", scoringPaths.scores, scoresResponseSchema, () => ok(scores));
    const release = backend.hold("GET", scoringPaths.scores);
    let answered = false;
    const first = backend.fetch(scoringPaths.scores).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await first;
    expect(answered).toBe(true);
    expect((await backend.fetch(scoringPaths.scores)).status).toBe(200);
  });
});
