import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { GongApiError, type GongCall, type GongCallPage, type GongSource } from "./port";

/**
 * Gong's public API v2 over HTTPS with Basic auth (access key and secret):
 * POST /v2/calls/extensive pages calls with parties and CRM context, POST /v2/calls/transcript
 * returns the monologues; both page with `records.cursor`. 429 and 5xx are retried with backoff.
 */
export interface GongHttpOptions {
  baseUrl: string;
  accessKey: string;
  accessKeySecret: string;
  timeoutMs?: number;
  retries?: number;
  /** Base backoff; tests set it low. */
  retryDelayMs?: number;
  /** The fetch to call Gong with (the metrics' timed one). */
  fetch?: typeof fetch;
}

const records = z.object({ cursor: z.string().optional().nullable(), totalRecords: z.number().optional() }).partial();

const party = z.object({
  id: z.string().optional(),
  name: z.string().optional().nullable(),
  emailAddress: z.string().optional().nullable(),
  userId: z.string().optional().nullable(),
  speakerId: z.string().optional().nullable(),
  affiliation: z.string().optional().nullable(),
});

const contextObject = z.object({
  objectType: z.string().optional(),
  fields: z.array(z.object({ name: z.string(), value: z.unknown() })).optional(),
});

const extensiveResponse = z.object({
  records: records.optional(),
  calls: z
    .array(
      z.object({
        metaData: z.object({
          id: z.union([z.string(), z.number()]).transform(String),
          url: z.string().optional().nullable(),
          title: z.string().optional().nullable(),
          started: z.string().optional().nullable(),
          duration: z.number().optional().nullable(),
          primaryUserId: z.string().optional().nullable(),
        }),
        parties: z.array(party).optional(),
        context: z
          .array(z.object({ system: z.string().optional(), objects: z.array(contextObject).optional() }))
          .optional(),
      }),
    )
    .default([]),
});

const transcriptResponse = z.object({
  records: records.optional(),
  callTranscripts: z
    .array(
      z.object({
        callId: z.union([z.string(), z.number()]).transform(String),
        transcript: z.array(
          z.object({
            speakerId: z.string().optional().nullable(),
            sentences: z.array(z.object({ text: z.string() })).default([]),
          }),
        ),
      }),
    )
    .default([]),
});

type ExtensiveCall = z.infer<typeof extensiveResponse>["calls"][number];

function flatten(call: ExtensiveCall): GongCall {
  const parties = call.parties ?? [];
  const primary =
    parties.find((p) => p.userId && p.userId === call.metaData.primaryUserId) ??
    parties.find((p) => p.affiliation === "Internal");
  let companyName: string | null = null;
  for (const system of call.context ?? []) {
    for (const object of system.objects ?? []) {
      if (object.objectType !== "Account") continue;
      const name = object.fields?.find((field) => field.name === "Name")?.value;
      if (typeof name === "string" && name.trim()) companyName ??= name.trim();
    }
  }
  const speakers: Record<string, string> = {};
  for (const p of parties) {
    if (!p.speakerId) continue;
    const role = p.affiliation === "Internal" ? "Rep" : p.affiliation === "External" ? "Prospect" : "Speaker";
    speakers[p.speakerId] = `${p.name ?? p.emailAddress ?? "Unknown"} (${role})`;
  }
  return {
    id: call.metaData.id,
    url: call.metaData.url ?? null,
    title: call.metaData.title ?? null,
    started: call.metaData.started ?? null,
    durationSeconds: call.metaData.duration ?? null,
    rep: primary ? { name: primary.name ?? null, email: primary.emailAddress ?? null } : null,
    companyName,
    speakers,
  };
}

export function createGongHttpSource(options: GongHttpOptions): GongSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${options.accessKey}:${options.accessKeySecret}`).toString("base64")}`;
  const retries = options.retries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const doFetch = options.fetch ?? fetch;

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined;
      let failure: string;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method: "POST",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        if (response.ok || response.status === 404)
          return { status: response.status, json: await response.json().catch(() => ({})) };
        failure = `Gong answered ${response.status} to ${path}`;
        if (response.status !== 429 && response.status < 500) throw new GongApiError(response.status, failure);
      } catch (error) {
        if (error instanceof GongApiError) throw error;
        failure = `Gong request ${path} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (attempt >= retries) throw new GongApiError(response?.status ?? 0, failure);
      const retryAfter = Number(response?.headers.get("retry-after"));
      await sleep(
        Number.isFinite(retryAfter) && retryAfter > 0
          ? Math.min(retryAfter * 1000, 60_000)
          : retryDelayMs * 2 ** attempt,
      );
    }
  }

  return {
    async listCalls({ fromDateTime, cursor }): Promise<GongCallPage> {
      const { status, json } = await post("/v2/calls/extensive", {
        ...(cursor ? { cursor } : {}),
        filter: { fromDateTime },
        contentSelector: { context: "Extended", exposedFields: { parties: true } },
      });
      // Gong answers 404 when no call matches the filter.
      if (status === 404) return { calls: [], cursor: null, totalRecords: 0 };
      const parsed = extensiveResponse.safeParse(json);
      if (!parsed.success) throw new GongApiError(status, "Gong sent calls in an unexpected shape.");
      return {
        calls: parsed.data.calls.map(flatten),
        cursor: parsed.data.records?.cursor ?? null,
        totalRecords: parsed.data.records?.totalRecords ?? null,
      };
    },

    async transcripts(calls) {
      const texts = new Map<string, string>();
      if (calls.length === 0) return texts;
      const speakersOf = new Map(calls.map((call) => [call.id, call.speakers]));
      let cursor: string | undefined;
      do {
        const { status, json } = await post("/v2/calls/transcript", {
          ...(cursor ? { cursor } : {}),
          filter: { callIds: calls.map((call) => call.id) },
        });
        if (status === 404) break;
        const parsed = transcriptResponse.safeParse(json);
        if (!parsed.success) throw new GongApiError(status, "Gong sent transcripts in an unexpected shape.");
        for (const item of parsed.data.callTranscripts) {
          const speakers = speakersOf.get(item.callId) ?? {};
          const lines = item.transcript
            .map((monologue) => {
              const text = monologue.sentences
                .map((sentence) => sentence.text.trim())
                .join(" ")
                .trim();
              return text ? `${speakers[monologue.speakerId ?? ""] ?? "Speaker"}: ${text}` : "";
            })
            .filter(Boolean);
          if (lines.length) texts.set(item.callId, lines.join("\n"));
        }
        cursor = parsed.data.records?.cursor ?? undefined;
      } while (cursor);
      return texts;
    },
  };
}
