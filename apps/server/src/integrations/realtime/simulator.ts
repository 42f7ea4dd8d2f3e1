import type { AppContext } from "../../context";
import type { RealtimeProvider, RealtimeSession } from "./port";
import { SimulatorSessions } from "./simulator-sessions";
import { clientSecretTtlSeconds } from "./tools";

/** Same origin as the app: modules/realtime-simulator answers it. */
export const simulatorCallsPath = "/realtime/calls";
export const simulatorModelName = "dugout-simulator";

/** Mints a simulator secret; the browser then posts its SDP to the simulator exactly as it would to OpenAI. */
export function createSimulatorRealtimeProvider(ctx: AppContext): RealtimeProvider {
  const sessions = new SimulatorSessions(ctx.database.db);
  return {
    name: "simulator",
    async createSession(request): Promise<RealtimeSession> {
      const { value, expiresAtMs } = await sessions.mint(
        { conversationId: request.conversationId, instructions: request.instructions, persona: request.persona },
        clientSecretTtlSeconds * 1000,
      );
      return {
        client_secret: { value, expires_at: Math.floor(expiresAtMs / 1000) },
        sdp_url: simulatorCallsPath,
        model: simulatorModelName,
      };
    },
  };
}
