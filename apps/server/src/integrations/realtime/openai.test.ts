import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { AppContext } from "../../context";
import { createMetrics } from "../../metrics/metrics";
import { AppError } from "../../errors";
import { createRealtimeProvider } from "./create-realtime-provider";
import { startOpenAiRealtimeStandIn } from "./openai-realtime-stand-in";
import { createTestDatabase } from "../../test/test-database";
import type { RealtimeSessionRequest } from "./port";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

let standIn: Awaited<ReturnType<typeof startOpenAiRealtimeStandIn>>;
let baseUrl: string;
beforeAll(async () => {
  standIn = await startOpenAiRealtimeStandIn();
  baseUrl = standIn.baseUrl;
});
afterAll(async () => {
  await standIn.close();
});

const persona = { ...battingCageExampleCustomer, personality_type: "Direct" };
const request: RealtimeSessionRequest = {
  conversationId: "conv_1",
  instructions: "You are the owner of Maple Street Bakery.",
  persona,
};

function contextWith(env: Record<string, string>): AppContext {
  return { config: loadConfig({ NODE_ENV: "test", ...env }), metrics: createMetrics() } as AppContext;
}

describe("OpenAI realtime provider (GA client secrets)", () => {
  it("mints a client secret with model, voice, instructions, transcription and both tools, and wraps the answer", async () => {
    standIn.seen.length = 0;
    standIn.failWith(null);
    const provider = createRealtimeProvider(
      contextWith({
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: baseUrl,
        REALTIME_MODEL: "gpt-realtime-test",
        REALTIME_VOICE: "cedar",
      }),
    );
    expect(provider.name).toBe("openai");
    const session = await provider.createSession(request);

    expect(session).toEqual({
      client_secret: { value: "ek_68af_test", expires_at: 1_767_225_600 },
      sdp_url: "https://api.openai.com/v1/realtime/calls",
      model: "gpt-realtime-test",
    });
    expect(standIn.seen).toHaveLength(1);
    const [call] = standIn.seen;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/v1/realtime/client_secrets");
    expect(call?.headers.authorization).toBe("Bearer sk-test");
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(call?.body).toEqual({
      expires_after: { anchor: "created_at", seconds: 600 },
      session: {
        type: "realtime",
        model: "gpt-realtime-test",
        instructions: "You are the owner of Maple Street Bakery.",
        audio: {
          input: { transcription: { model: "gpt-4o-mini-transcribe" }, turn_detection: { type: "server_vad" } },
          output: { voice: "cedar" },
        },
        tools: [
          expect.objectContaining({
            type: "function",
            name: "elapsed_minutes",
            parameters: { type: "object", properties: {}, required: [] },
          }),
          expect.objectContaining({
            type: "function",
            name: "end_conversation",
            parameters: { type: "object", properties: {}, required: [] },
          }),
        ],
        tool_choice: "auto",
      },
    });
    // GA has no temperature, and no beta-only fields.
    expect(JSON.stringify(call?.body)).not.toMatch(/temperature|modalities|input_audio_transcription/);
  });

  it("turns a refusal into an unavailable error without leaking the upstream body", async () => {
    standIn.failWith(401);
    const provider = createRealtimeProvider(contextWith({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseUrl }));
    const error = await provider.createSession(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("unavailable");
    expect((error as AppError).message).toBe("The realtime voice service refused the session (HTTP 401).");
    standIn.failWith(null);
  });

  it("reports an unreachable service as unavailable", async () => {
    const provider = createRealtimeProvider(
      contextWith({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" }),
    );
    await expect(provider.createSession(request)).rejects.toMatchObject({ code: "unavailable" });
  });
});

describe("realtime provider choice", () => {
  it("uses the simulator without OPENAI_API_KEY: a same-origin SDP path and a single-use secret", async () => {
    // The simulator keeps its secrets in the database, where every instance finds them.
    const testDatabase = await createTestDatabase();
    try {
      const provider = createRealtimeProvider({ ...contextWith({}), database: testDatabase.database });
      expect(provider.name).toBe("simulator");
      const session = await provider.createSession(request);
      expect(session.sdp_url).toBe("/realtime/calls");
      expect(session.model).toBe("dugout-simulator");
      expect(session.client_secret.value).toMatch(/^ek_sim_/);
      expect(session.client_secret.expires_at).toBeGreaterThan(Date.now() / 1000);
    } finally {
      await testDatabase.drop();
    }
  });
});
