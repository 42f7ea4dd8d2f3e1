import { z } from "zod";
import { optionalString } from "./env-values";
import { iceServersSchema, publicAddressSchema, udpPortRangeSchema } from "./realtime-network";

/** OpenAI's realtime voice (or the offline simulator) and its text and image models (or the offline engines). */
export const aiEnv = {
  // --- realtime voice (batting cage): OpenAI Realtime GA when OPENAI_API_KEY is set, else the simulator ---
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL such as https://api.openai.com/v1" }).optional(),
  ),
  REALTIME_MODEL: z.string().trim().min(1).default("gpt-realtime"),
  REALTIME_VOICE: z.string().trim().min(1).default("marin"),
  REALTIME_TRANSCRIPTION_MODEL: z.string().trim().min(1).default("gpt-4o-mini-transcribe"),
  /** 60 makes a simulated minute last one real second (tests run a 12-minute call in seconds). */
  REALTIME_SIM_CLOCK_SCALE: z.coerce.number().min(1).max(3600).default(1),
  /** Path of Debian's espeak-ng binary for the simulator's voice; "off" forces the built-in synthesiser. */
  REALTIME_SIM_ESPEAK: z.string().trim().default("espeak-ng"),
  /**
   * Simulated calls one instance holds at once; one more is refused with "try again in a moment" (a
   * round-robin proxy sends the retry to another instance). Default from `npm run bench -- realtime-capacity`:
   * one instance held 50 talking calls with the customer's frames on time (README), and 40 leaves a fifth spare.
   */
  REALTIME_SIM_MAX_CALLS: z.coerce.number().int().min(1).max(10_000).default(40),
  /** UDP ports the simulator's calls use (one port per call), e.g. 40000-40100; unset = any free port. */
  REALTIME_SIM_UDP_PORTS: udpPortRangeSchema,
  /** The address announced in the simulator's ICE candidates besides the host's own (a NAT's or load balancer's). */
  REALTIME_SIM_PUBLIC_ADDRESS: publicAddressSchema,
  /** STUN/TURN servers given to the browser's peer connection, for either provider (realtime-network.ts). */
  REALTIME_ICE_SERVERS: iceServersSchema,
  // --- ai (text and image models; OPENAI_API_KEY and OPENAI_BASE_URL above are shared): offline engines when no key ---
  LLM_MODEL: z.string().trim().min(1).default("gpt-4.1-mini"),
  IMAGE_MODEL: z.string().trim().min(1).default("gpt-image-1"),
  /** Per call; on timeout the offline engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Worker threads of the offline naming engine; unset = one per core but one, 1 to 4; 0 = on the event loop. */
  NAMING_ENGINE_THREADS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(16).optional()),
};
