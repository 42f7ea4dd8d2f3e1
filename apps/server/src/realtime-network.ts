import { isIP } from "node:net";
import { z } from "zod";

/**
 * Where a practice call's media flows (ADR 0038): the simulator's UDP ports and the address it
 * announces in its ICE candidates, and the STUN/TURN servers the browser's RTCPeerConnection is given.
 * Parsed here, validated at boot by config.ts, so a typo stops the server instead of a call.
 */

/** An ICE server as the browser's RTCPeerConnection takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** "40000-40100" → [40000, 40100]: the ports werift may bind, one per call (more: see ADR 0038). */
export const udpPortRangeSchema = z
  .string()
  .trim()
  .default("")
  .transform((value, context): [number, number] | undefined => {
    if (value === "") return undefined;
    const match = /^(\d{1,5})-(\d{1,5})$/.exec(value);
    const [low, high] = [Number(match?.[1]), Number(match?.[2])];
    // werift refuses a range whose ends are equal ("Minimum port and Maximum port must not be the same value").
    if (!match || low < 1024 || high > 65_535 || high <= low) {
      context.issues.push({
        code: "custom",
        message: "must be a range of UDP ports such as 40000-40100 (from 1024 to 65535, the first lower than the last)",
        input: value,
      });
      return z.NEVER;
    }
    return [low, high];
  });

/** An IPv4 address written as such (ICE candidates carry addresses, not names; the simulator's sockets are IPv4). */
export const publicAddressSchema = z
  .string()
  .trim()
  .default("")
  .transform((value) => (value === "" ? undefined : value))
  .refine((value) => value === undefined || isIP(value) === 4, {
    message: "must be the IPv4 address browsers reach this server's UDP ports on, such as 203.0.113.10",
  });

const iceServerSchema = z
  .object({
    urls: z.union([z.string(), z.array(z.string()).min(1)]).transform((urls) => [urls].flat()),
    username: z.string().min(1).optional(),
    credential: z.string().min(1).optional(),
  })
  .strict()
  .superRefine((server, context) => {
    for (const url of server.urls) {
      if (!/^(stun|stuns|turn|turns):[^\s/]+$/.test(url)) {
        context.addIssue({ code: "custom", message: `${url} is not a stun:, stuns:, turn: or turns: URL` });
      } else if (/^turns?:/.test(url) && (!server.username || !server.credential)) {
        context.addIssue({ code: "custom", message: `${url} needs a username and a credential` });
      }
    }
  });

/**
 * REALTIME_ICE_SERVERS: a JSON array of RTCIceServer (`[{"urls":"turn:turn.example.com:3478","username":"u",
 * "credential":"p"}]`), or, for STUN alone, comma-separated URLs (`stun:stun.example.com:3478`).
 */
export const iceServersSchema = z
  .string()
  .trim()
  .default("")
  .transform((value, context): IceServer[] => {
    if (value === "") return [];
    let raw: unknown;
    if (value.startsWith("[")) {
      try {
        raw = JSON.parse(value);
      } catch {
        context.issues.push({ code: "custom", message: "is not valid JSON", input: value });
        return z.NEVER;
      }
    } else {
      raw = value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean)
        .map((url) => ({ urls: url }));
    }
    const parsed = z.array(iceServerSchema).safeParse(raw);
    if (!parsed.success) {
      context.issues.push({
        code: "custom",
        message: `must be stun: URLs separated by commas, or a JSON array of {urls, username, credential}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
        input: value,
      });
      return z.NEVER;
    }
    return parsed.data.map((server) => ({
      urls: server.urls,
      ...(server.username ? { username: server.username } : {}),
      ...(server.credential ? { credential: server.credential } : {}),
    }));
  });
