// GA realtime event sequences as the service sends them on `oai-events` over WebRTC, written
// down event for event in the GA shapes (item ids chained by previous_item_id). Unrelated
// events the page ignores (deltas, content parts, rate limits) are kept so replay is realistic.

type Event = Record<string, unknown>;
let eventCounter = 0;
const ev = (type: string, fields: Event = {}): Event => ({ type, event_id: `event_${++eventCounter}`, ...fields });

export const sessionOpening: Event[] = [
  ev("session.created", {
    session: { type: "realtime", object: "realtime.session", id: "sess_1", model: "gpt-realtime" },
  }),
  ev("session.updated", {
    session: { type: "realtime", object: "realtime.session", id: "sess_1", model: "gpt-realtime" },
  }),
];

/** A spoken turn whose transcription arrives after the customer already answered (the usual order). */
export function spokenTurnWithLateTranscription(
  userItem: string,
  previous: string | null,
  assistantItem: string,
): Event[] {
  return [
    ev("input_audio_buffer.speech_started", { audio_start_ms: 1200, item_id: userItem }),
    ev("input_audio_buffer.speech_stopped", { audio_end_ms: 3100, item_id: userItem }),
    ev("input_audio_buffer.committed", { previous_item_id: previous, item_id: userItem }),
    ev("conversation.item.added", {
      previous_item_id: previous,
      item: {
        id: userItem,
        type: "message",
        status: "completed",
        role: "user",
        content: [{ type: "input_audio", transcript: null }],
      },
    }),
    ev("conversation.item.done", {
      previous_item_id: previous,
      item: {
        id: userItem,
        type: "message",
        status: "completed",
        role: "user",
        content: [{ type: "input_audio", transcript: null }],
      },
    }),
    ev("response.created", {
      response: { id: "resp_spoken", object: "realtime.response", status: "in_progress", output: [] },
    }),
    ev("response.output_item.added", {
      response_id: "resp_spoken",
      output_index: 0,
      item: { id: assistantItem, type: "message", status: "in_progress", role: "assistant", content: [] },
    }),
    ev("conversation.item.added", {
      previous_item_id: userItem,
      item: { id: assistantItem, type: "message", status: "in_progress", role: "assistant", content: [] },
    }),
    ev("output_audio_buffer.started", { response_id: "resp_spoken" }),
    ev("response.output_audio_transcript.delta", {
      response_id: "resp_spoken",
      item_id: assistantItem,
      output_index: 0,
      content_index: 0,
      delta: "Hi, this is ",
    }),
    ev("conversation.item.input_audio_transcription.delta", {
      item_id: userItem,
      content_index: 0,
      delta: "Hi, is this",
    }),
    ev("response.output_audio_transcript.done", {
      response_id: "resp_spoken",
      item_id: assistantItem,
      output_index: 0,
      content_index: 0,
      transcript: "Hi, this is Maple Street Bakery. Who's calling?",
    }),
    ev("conversation.item.input_audio_transcription.completed", {
      item_id: userItem,
      content_index: 0,
      transcript: "Hi, is this the owner of Maple Street Bakery?",
    }),
    ev("response.done", {
      response: {
        id: "resp_spoken",
        object: "realtime.response",
        status: "completed",
        output: [
          {
            id: assistantItem,
            type: "message",
            status: "completed",
            role: "assistant",
            content: [{ type: "output_audio", transcript: "Hi, this is Maple Street Bakery. Who's calling?" }],
          },
        ],
      },
    }),
    ev("output_audio_buffer.stopped", { response_id: "resp_spoken" }),
  ];
}

/** The echo of a typed turn, followed by the customer's answer. */
export function typedTurnAnswered(typedItem: string, previous: string, assistantItem: string, reply: string): Event[] {
  return [
    ev("conversation.item.added", {
      previous_item_id: previous,
      item: {
        id: typedItem,
        type: "message",
        status: "completed",
        role: "user",
        content: [{ type: "input_text", text: "typed" }],
      },
    }),
    ev("response.created", { response: { id: "resp_typed", status: "in_progress", output: [] } }),
    ev("conversation.item.added", {
      previous_item_id: typedItem,
      item: { id: assistantItem, type: "message", status: "in_progress", role: "assistant", content: [] },
    }),
    ev("response.output_audio_transcript.done", {
      response_id: "resp_typed",
      item_id: assistantItem,
      output_index: 0,
      content_index: 0,
      transcript: reply,
    }),
    ev("response.done", {
      response: {
        id: "resp_typed",
        status: "completed",
        output: [
          {
            id: assistantItem,
            type: "message",
            role: "assistant",
            content: [{ type: "output_audio", transcript: reply }],
          },
        ],
      },
    }),
  ];
}

export const activeResponseError: Event = ev("error", {
  error: {
    type: "invalid_request_error",
    code: "conversation_already_has_active_response",
    message:
      "Conversation already has an active response in progress: resp_typed. Wait until the response is finished before creating a new one.",
    param: null,
    event_id: null,
  },
});

/** A response that only calls functions (as the model does to check the clock). */
export function functionCallResponse(
  previous: string,
  calls: { callId: string; name: string; itemId: string }[],
): Event[] {
  return [
    ev("response.created", { response: { id: "resp_fn", status: "in_progress", output: [] } }),
    ...calls.map((call, index) =>
      ev("conversation.item.added", {
        previous_item_id: index === 0 ? previous : calls[index - 1]?.itemId,
        item: {
          id: call.itemId,
          type: "function_call",
          status: "in_progress",
          name: call.name,
          call_id: call.callId,
          arguments: "",
        },
      }),
    ),
    ev("response.function_call_arguments.done", {
      response_id: "resp_fn",
      item_id: calls[0]?.itemId,
      call_id: calls[0]?.callId,
      arguments: "{}",
    }),
    ev("response.done", {
      response: {
        id: "resp_fn",
        status: "completed",
        output: calls.map((call) => ({
          id: call.itemId,
          type: "function_call",
          status: "completed",
          name: call.name,
          call_id: call.callId,
          arguments: "{}",
        })),
      },
    }),
  ];
}
