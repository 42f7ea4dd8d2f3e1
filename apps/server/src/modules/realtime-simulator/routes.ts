import { z } from "zod";
import { multiLineTextSchema } from "@dugout/contracts/common";
import type { AppConfig } from "../../config";
import type { ModulePlugin } from "../../context";
import { AppError } from "../../errors";
import { createLlm } from "../../integrations/llm/create-llm";
import { hostedCalls } from "../../integrations/realtime/hosted-calls";
import { simulatorCallsPath, simulatorModelName } from "../../integrations/realtime/simulator";
import { simulatorSessions } from "../../integrations/realtime/simulator-sessions";
import { bearer, bearerToken } from "../../plugins/access";
import { perMinute } from "../../plugins/rate-limits";
import type { SimulatorCallOptions } from "./simulator-call";
import { SimulatorCalls } from "./simulator-calls";

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

export const realtimeSimulatorRoutes: ModulePlugin = (app, ctx) => {
  const calls = new SimulatorCalls({
    model: simulatorModelName,
    clockScale: ctx.config.REALTIME_SIM_CLOCK_SCALE,
    espeak: ctx.config.REALTIME_SIM_ESPEAK,
    llm: customerLlm(ctx.config, ctx.metrics.outsideFetch("openai")),
    log: app.log,
    hosted: hostedCalls(ctx.config),
  });
  const sessions = simulatorSessions(ctx.config);
  liveCalls.set(ctx.config, calls);
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
      const secret = bearerToken(request);
      const pending = secret ? sessions.claim(secret) : undefined;
      if (!pending) throw new AppError("unauthenticated", "The client secret is missing, invalid or expired.");
      if (request.headers["content-type"]?.split(";")[0]?.trim() !== "application/sdp") {
        throw new AppError("unsupported_media_type", "Send the SDP offer as application/sdp.");
      }
      if (calls.full) throw new AppError("unavailable", "The voice simulator is busy. Please try again shortly.");
      let call;
      try {
        call = await calls.open(request.body, pending);
      } catch (error) {
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
