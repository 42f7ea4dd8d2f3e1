import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "../context";
import type { JsonValue, RouteSample } from "./route-fixture";

/**
 * Changing one string of a valid request at a time (a body field, an array item, a query
 * parameter) and sending it: the malformed-input and log tests walk every route this way.
 */

export type LeafPath = readonly ["query", string] | readonly ["body", ...(string | number)[]];

export interface StringLeaf {
  path: LeafPath;
  /** The last key naming the value ("tz", "email", "text"; an array item takes its array's name). */
  key: string;
  value: string;
}

function bodyLeaves(value: JsonValue | undefined, path: (string | number)[], key: string, out: StringLeaf[]): void {
  if (typeof value === "string") out.push({ path: ["body", ...path], key, value });
  else if (Array.isArray(value)) value.forEach((item, index) => bodyLeaves(item, [...path, index], key, out));
  else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) bodyLeaves(item, [...path, name], name, out);
  }
}

/** Every string a sample sends: query parameters, then body strings (the raw body itself when not JSON). */
export function stringLeaves(sample: RouteSample): StringLeaf[] {
  const out: StringLeaf[] = Object.entries(sample.query ?? {}).map(([key, value]) => ({
    path: ["query", key] as const,
    key,
    value,
  }));
  bodyLeaves(sample.body, [], "body", out);
  return out;
}

function replaceIn(value: JsonValue, path: readonly (string | number)[], replacement: JsonValue): JsonValue {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceIn(item, rest, replacement) : item));
  if (value && typeof value === "object") {
    const copy: { [key: string]: JsonValue } = { ...value };
    const child = copy[String(head)];
    if (child !== undefined) copy[String(head)] = replaceIn(child, rest, replacement);
    return copy;
  }
  return value;
}

/** The sample with one string replaced. */
export function withLeaf(sample: RouteSample, path: LeafPath, replacement: string): RouteSample {
  if (path[0] === "query") return { ...sample, query: { ...sample.query, [path[1]]: replacement } };
  return withBodyValue(sample, path, replacement);
}

/** The sample with one body string replaced by any JSON value (an array, null: the wrong shape). */
export function withBodyValue(
  sample: RouteSample,
  path: readonly ["body", ...(string | number)[]],
  replacement: JsonValue,
): RouteSample {
  const [, ...bodyPath] = path;
  return { ...sample, body: replaceIn(sample.body ?? null, bodyPath, replacement) };
}

function fillPath(url: string, params: Record<string, string> = {}, fallback = "x"): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? fallback))
    .replace(/\*$/, params["*"] ?? fallback);
}

let addressCounter = 0;
/** A different client address per request, so that per-IP rate limits never answer before the handler. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function sendSample(
  app: App,
  route: { method: string; url: string },
  sample: RouteSample,
): Promise<LightMyRequestResponse> {
  const json = sample.contentType === undefined;
  const hasBody = sample.body !== undefined;
  const options: InjectOptions = {
    method: route.method,
    url: fillPath(route.url, sample.params),
    remoteAddress: sample.remoteAddress ?? nextClientAddress(),
    headers: {
      ...sample.headers,
      ...(hasBody ? { "content-type": sample.contentType ?? "application/json" } : {}),
    },
    ...(sample.query ? { query: sample.query } : {}),
    ...(hasBody
      ? { payload: json || typeof sample.body !== "string" ? JSON.stringify(sample.body) : sample.body }
      : {}),
  };
  return app.inject(options);
}

/** A short description of a response for failure lists. */
export function describeResponse(response: { statusCode: number; body: string }): string {
  return `${response.statusCode} ${response.body.slice(0, 160)}`;
}
