import { singleLineTextSchema, textMessages } from "@dugout/contracts/text";

export interface BadText {
  /** Where the value is: `email`, `query.state`, `[0]`. */
  field: string;
  /** The 400's message, naming the field and the rule it breaks. */
  message: string;
}

/**
 * Better Auth's endpoints take their bodies raw (the mount passes the bytes through untouched) and
 * validate them with their own schemas, which accept any text. A NUL in an email (or in a token of a
 * form body) reached the
 * database through our limit keys and answered 500; a control character anywhere else could end up
 * in a name or a log line, and a lone UTF-16 surrogate in a redirect path threw URIError (500). Every text value
 * of their JSON and form bodies and query strings is held to the rule of every other route's single-line text
 * (contracts' `singleLineTextSchema`): this finds the first value that breaks it.
 */
export function badTextField(value: unknown, path = ""): BadText | undefined {
  if (typeof value === "string") {
    const parsed = singleLineTextSchema.safeParse(value);
    if (parsed.success) return undefined;
    const field = path || "body";
    return { field, message: `Invalid ${field}: ${parsed.error.issues[0]?.message ?? textMessages.singleLine}` };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = badTextField(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = badTextField(key, path) ?? badTextField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

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

/**
 * Fields that Better Auth's hooks read before the endpoint's own schema checks the body: the oauth-provider
 * plugin's before-hook hands any `oauth_query` to `URLSearchParams`, which throws TypeError (500) on an array
 * of null. They must be text when present.
 */
const textBeforeValidation = ["oauth_query"] as const;

export function badShapeField(body: unknown): BadText | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const field = textBeforeValidation.find((name) => name in record && typeof record[name] !== "string");
  return field ? { field, message: `Invalid ${field}: Expected text.` } : undefined;
}
