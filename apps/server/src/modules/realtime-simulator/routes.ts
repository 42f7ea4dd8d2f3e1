import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { z } from "zod";
import { multiLineTextSchema } from "@dugout/contracts/text";
import type { AppConfig } from "../../config";
import type { ModulePlugin } from "../../context";
import { AppError } from "../../errors";
import { createLlm } from "../../integrations/llm/create-llm";
import { hostedCalls } from "../../integrations/realtime/hosted-calls";
import { simulatorCallsPath, simulatorModelName } from "../../integrations/realtime/simulator";
import { SimulatorSessions } from "../../integrations/realtime/simulator-sessions";
import { bearer, bearerToken } from "../../plugins/access";
import { perMinute } from "../../plugins/rate-limits";
import type { SimulatorCallOptions } from "./simulator-call";
import { SimulatorCalls } from "./simulator-calls";
import { NoFreePortError } from "./webrtc/simulator-peer";

const maxOfferBytes = 64 * 1024;
const liveCalls = new WeakMap<object, SimulatorCalls>();

/** How many simulated calls an app (identified by its configuration) has open: tests check cleanup. */
export function liveSimulatorCalls(config: object): number {
  return liveCalls.get(config)?.size ?? 0;
}

/**
 * The offline stand-in for OpenAI's POST /v1/realtime/calls, same origin as the app: the browser
 * posts its raw SDP offer with the minted simulator secret as bearer and gets the SDP answer.
 * Bearer-authenticated and not a form post, so it opts out of the CSRF check.
 */
/** A live call cannot wait as long as a background job: past 8 s the rule-based line is said. */
function customerLlm(config: AppConfig, timedFetch: typeof fetch): SimulatorCallOptions["llm"] {
  const model = createLlm(config, timedFetch);
  return model && { model, timeoutMs: Math.min(config.AI_TIMEOUT_MS, 8000) };
}

/** What a rep is told when this instance holds all the calls it may: another attempt may land elsewhere. */
export const simulatorBusyMessage = "Every practice line is busy right now. Please try again in a moment.";

export const realtimeSimulatorRoutes: ModulePlugin = (app, ctx) => {
  // The calls' shared record (any instance may get the SDP offer) names the one hosting each call.
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const sessions = new SimulatorSessions(ctx.database.db);
  const calls = new SimulatorCalls({
    model: simulatorModelName,
    clockScale: ctx.config.REALTIME_SIM_CLOCK_SCALE,
    espeak: ctx.config.REALTIME_SIM_ESPEAK,
    maxConcurrentCalls: ctx.config.REALTIME_SIM_MAX_CALLS,
    llm: customerLlm(ctx.config, ctx.metrics.outsideFetch("openai")),
    log: app.log,
    hosted: hostedCalls(ctx.config),
    peer: { udpPorts: ctx.config.REALTIME_SIM_UDP_PORTS, publicAddress: ctx.config.REALTIME_SIM_PUBLIC_ADDRESS },
    onFrameLateness: (ms) => ctx.metrics.simulatorAudioLateness.observe(ms / 1000),
    onAnswered: (call, callId) => sessions.answered(call.secretDigest, callId),
    onEnded: (call, reason) => sessions.ended(call.secretDigest, reason),
  });
  liveCalls.set(ctx.config, calls);
  ctx.metrics.readSimulatorCallsHosted(async () => [{ labels: {}, value: calls.size }]);
  // Hangs up every call; the batting cage ends their conversations (hosted-call-shutdown.ts).
  app.addHook("onClose", async () => calls.closeAll());
  app.addContentTypeParser("application/sdp", { parseAs: "string", bodyLimit: maxOfferBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    simulatorCallsPath,
    {
      config: {
        access: bearer((secret) => sessions.isPending(secret), "The client secret is missing, invalid or expired."),
        csrf: false,
        rateLimit: perMinute(30),
      },
      schema: {
        tags: ["realtime-simulator"],
        summary: "Offline realtime voice: SDP offer in, SDP answer out (GA /v1/realtime/calls shape)",
        body: multiLineTextSchema.check(z.minLength(1), z.maxLength(maxOfferBytes)),
      },
    },
    async (request, reply) => {
      if (request.headers["content-type"]?.split(";")[0]?.trim() !== "application/sdp") {
        throw new AppError("unsupported_media_type", "Send the SDP offer as application/sdp.");
      }
      // Before the claim: a refused offer leaves its secret unused, so the same call may be offered again.
      if (calls.full) throw new AppError("unavailable", simulatorBusyMessage);
      const secret = bearerToken(request);
      const pending = secret ? await sessions.claim(secret, instance) : undefined;
      if (!pending) throw new AppError("unauthenticated", "The client secret is missing, invalid or expired.");
      let call;
      try {
        call = await calls.open(request.body, pending);
      } catch (error) {
        if (error instanceof NoFreePortError) {
          request.log.warn("realtime simulator has no free UDP port (REALTIME_SIM_UDP_PORTS) for a call");
          throw new AppError("unavailable", simulatorBusyMessage);
        }
        request.log.warn({ err: error }, "realtime simulator could not answer an SDP offer");
        throw new AppError("bad_request", "The SDP offer could not be answered.");
      }
      return reply
        .status(201)
        .header("location", `${simulatorCallsPath}/${call.callId}`)
        .type("application/sdp")
        .send(call.answerSdp);
    },
  );
};
