import type { IceServer } from "../../realtime-network";

/** The customer the AI plays in one call: the resolved configuration (randomised fields already picked). */
export interface CustomerPersona {
  customer_type: string;
  objection: string;
  business_name: string;
  employee_count: string;
  business_type: string;
  payroll_provider: string;
  personality_type: string;
  custom_instructions: string;
}

export interface RealtimeSessionRequest {
  conversationId: string;
  /** The customer's full instructions (built by the batting-cage module). */
  instructions: string;
  /** The same facts, structured: the offline simulator's rule-based customer reads these. */
  persona: CustomerPersona;
}

/**
 * What the browser needs to open the call, identical in shape for both providers: it POSTs its SDP
 * offer to sdp_url with `Authorization: Bearer client_secret.value` (GA interface, docs/decisions/0012-product-decisions.md#5-realtime-voice-ga-interface-only).
 */
export interface RealtimeSession {
  /** expires_at in seconds since the epoch, as OpenAI answers it. */
  client_secret: { value: string; expires_at: number };
  /** Absolute for OpenAI, same-origin path ("/realtime/calls") for the simulator. */
  sdp_url: string;
  model: string;
  /** STUN/TURN servers for the browser's peer connection (REALTIME_ICE_SERVERS), for either provider. */
  ice_servers?: IceServer[];
}

export interface RealtimeProvider {
  name: "openai" | "simulator";
  /** Mints a short-lived client secret for one call. Throws AppError("unavailable") when the service fails. */
  createSession(request: RealtimeSessionRequest): Promise<RealtimeSession>;
}
