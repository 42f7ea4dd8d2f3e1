import { singleLineTextSchema, textMessages } from "@dugout/contracts/common";

/**
 * Better Auth's endpoints take their bodies raw (the mount passes the bytes through untouched) and
 * validate them with their own schemas, which accept any text. A NUL in an email (or in a token of a
 * form body) reached the
 * database through our limit keys and answered 500; a control character anywhere else could end up
 * in a name or a log line. Every text value of their JSON and form bodies and query strings is held to the
 * rule of every other route's single-line text (contracts' `singleLineTextSchema`): this finds the
 * first value that breaks it.
 */
export function controlCharacterField(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return singleLineTextSchema.safeParse(value).success ? undefined : path || "body";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterField(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterField(key, path) ?? controlCharacterField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The message of the 400 that refuses such a value, naming the field. */
export const controlCharacterMessage = (field: string) => `Invalid ${field}: ${textMessages.singleLine}`;

/**
 * The body's values, when it is JSON or a form (the OpenID token and revoke endpoints, and Apple's form_post return, take forms);
 * anything else is left to Better Auth's own parsing and answer.
 */
export function parsedBody(body: unknown, contentType: string | undefined): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0 || !contentType) return undefined;
  if (contentType.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  }
  if (!contentType.includes("json")) return undefined;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}
