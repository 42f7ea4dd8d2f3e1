// Narrow readers for the GA events the practice page consumes (docs/decisions/0005-offline-speech.md#facts-this-relies-on).
// The service may add fields at any time: read what is needed, ignore the rest.

export type RealtimeEvent = Record<string, unknown> & { type: string };

export function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    if (isRecord(value) && typeof value.type === "string") return value as RealtimeEvent;
  } catch {
    // Not JSON: nothing the page can act on.
  }
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === "string" ? value : undefined;
}

/** previous_item_id: a string, null (first item) or absent (undefined). */
export function previousItemId(record: Record<string, unknown>): string | null | undefined {
  const value = record.previous_item_id;
  if (value === null) return null;
  return typeof value === "string" ? value : undefined;
}

export interface ConversationItem {
  id: string;
  type: string;
  role?: string | undefined;
}

export function conversationItem(event: RealtimeEvent): ConversationItem | null {
  const item = event.item;
  if (!isRecord(item)) return null;
  const id = stringField(item, "id");
  const type = stringField(item, "type");
  if (!id || !type) return null;
  return { id, type, role: stringField(item, "role") };
}

export interface FunctionCall {
  callId: string;
  name: string;
  arguments: string;
}

export interface ResponseOutput {
  /** Set when the service reports the response as failed (quota, rate limit, server error). */
  failure: string | undefined;
  functionCalls: FunctionCall[];
  /** Message items of this response (their transcripts, when the response carries them). */
  messages: { id: string; transcript: string | undefined }[];
}

export function responseOutput(event: RealtimeEvent): ResponseOutput {
  const result: ResponseOutput = { failure: undefined, functionCalls: [], messages: [] };
  const response = event.response;
  if (!isRecord(response)) return result;
  if (response.status === "failed") {
    const details = isRecord(response.status_details) ? response.status_details : {};
    const error = isRecord(details.error) ? details.error : {};
    result.failure = stringField(error, "message") ?? "The voice service could not answer.";
  }
  if (!Array.isArray(response.output)) return result;
  for (const output of response.output as unknown[]) {
    if (!isRecord(output)) continue;
    const type = stringField(output, "type");
    if (type === "function_call") {
      const callId = stringField(output, "call_id");
      const name = stringField(output, "name");
      if (callId && name)
        result.functionCalls.push({ callId, name, arguments: stringField(output, "arguments") ?? "{}" });
    } else if (type === "message") {
      const id = stringField(output, "id");
      if (id) result.messages.push({ id, transcript: messageTranscript(output) });
    }
  }
  return result;
}

function messageTranscript(item: Record<string, unknown>): string | undefined {
  if (!Array.isArray(item.content)) return undefined;
  for (const part of item.content as unknown[]) {
    if (!isRecord(part)) continue;
    const text = stringField(part, "transcript") ?? stringField(part, "text");
    if (text !== undefined) return text;
  }
  return undefined;
}

export function errorInfo(event: RealtimeEvent): { code: string | undefined; message: string } {
  const error = isRecord(event.error) ? event.error : {};
  return {
    code: stringField(error, "code"),
    message: stringField(error, "message") ?? "The voice service reported an error.",
  };
}
