import { randomBytes } from "node:crypto";
import { realtimeEventTypes } from "@dugout/contracts/batting-cage";

// Builders for the GA server events the simulator sends on `oai-events`, in GA shapes.

export type ServerEvent = { type: string; event_id: string } & Record<string, unknown>;

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function event(type: string, fields: Record<string, unknown> = {}): ServerEvent {
  return { type, event_id: newId("event"), ...fields };
}

export function errorEvent(code: string, message: string, param: string | null = null): ServerEvent {
  return event(realtimeEventTypes.error, {
    error: { type: "invalid_request_error", code, message, param, event_id: null },
  });
}

export type MessageItem = {
  id: string;
  type: "message";
  role: "user" | "assistant";
  status: "in_progress" | "completed" | "incomplete";
  content: Record<string, unknown>[];
};

export type FunctionCallItem = {
  id: string;
  type: "function_call";
  status: "in_progress" | "completed";
  name: string;
  call_id: string;
  arguments: string;
};

export function userTextItem(id: string, text: string): MessageItem {
  return { id, type: "message", role: "user", status: "completed", content: [{ type: "input_text", text }] };
}

export function userAudioItem(id: string): MessageItem {
  return {
    id,
    type: "message",
    role: "user",
    status: "completed",
    content: [{ type: "input_audio", transcript: null }],
  };
}

export function assistantItem(id: string, transcript: string | null): MessageItem {
  return transcript === null
    ? { id, type: "message", role: "assistant", status: "in_progress", content: [] }
    : { id, type: "message", role: "assistant", status: "completed", content: [{ type: "output_audio", transcript }] };
}

export function functionCallItem(name: string, status: FunctionCallItem["status"]): FunctionCallItem {
  return {
    id: newId("item"),
    type: "function_call",
    status,
    name,
    call_id: newId("call"),
    arguments: status === "completed" ? "{}" : "",
  };
}
