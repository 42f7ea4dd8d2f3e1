import { realtimeFunctionNames } from "@dugout/contracts/batting-cage";

/** The two functions the customer may call (docs/requirements/batting-cage.md#the-customers-behaviour), as GA session tools. */
export const realtimeTools = [
  {
    type: "function",
    name: realtimeFunctionNames.elapsedMinutes,
    description: "Returns the whole number of minutes since the call started. Use it to pace the call.",
    parameters: { type: "object", properties: {}, required: [] },
  },
  {
    type: "function",
    name: realtimeFunctionNames.endConversation,
    description: "Ends the call. Only after saying goodbye, and never before 12 minutes have passed.",
    parameters: { type: "object", properties: {}, required: [] },
  },
] as const;

/** How long a minted client secret may be used to open a call (OpenAI's own default). */
export const clientSecretTtlSeconds = 600;
