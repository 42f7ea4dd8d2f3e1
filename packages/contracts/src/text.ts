import { z } from "zod/mini";
import "./zod-locale";

// Text in the API (README "API": text, dates and time zones): the two text schemas every text field is built
// from, ids, and the helpers that parse query strings and name the allowed values.

/*
 * PostgreSQL cannot store NUL in text at all, and the other control characters have no business
 * in a name, an email or a search: they forge log lines and terminal output (ANSI escapes) or
 * hide text. Every text field of the API is built from one of these two schemas.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noControlCharacters = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noControlCharactersButLineBreaks = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/*
 * A lone UTF-16 surrogate is half a character: JSON can carry it ("\ud800"), but encodeURIComponent throws
 * URIError on it and the database stores U+FFFD in its place, so the text that comes back is not what was
 * sent. Pairs (emoji and every character beyond U+FFFF) are text like any other.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const textMessages = {
  singleLine: "Must not contain control characters such as line breaks, tabs or NUL.",
  multiLine: "Must not contain control characters other than tabs and line breaks.",
  wellFormed: "Must not contain half of a character (a lone UTF-16 surrogate).",
} as const;

/** Whether `value` is whole characters only: no lone UTF-16 surrogate. */
const isWellFormedText = (value: string): boolean => !loneSurrogate.test(value);

const wellFormedCheck = z.refine<string>(isWellFormedText, { error: textMessages.wellFormed });

/** A one-line value (a name, an email, a search, an id from elsewhere): no C0 or C1 control, no DEL, whole characters. */
export const singleLineTextSchema = z
  .string()
  .check(z.regex(noControlCharacters, { error: textMessages.singleLine }), wellFormedCheck);

/** Free text that may run over several lines (a transcript, instructions, a description): tab, CR and LF allowed. */
export const multiLineTextSchema = z
  .string()
  .check(z.regex(noControlCharactersButLineBreaks, { error: textMessages.multiLine }), wellFormedCheck);

/**
 * zod/mini has no z.preprocess: this is the pipe classic zod builds for it (`fn` on the raw value, then
 * `schema`), with classic's type, under which a key whose `schema` is optional stays optional in the input.
 */
export const preprocess = <T extends z.core.$ZodType>(
  fn: (value: unknown, payload: z.core.ParsePayload) => unknown,
  schema: T,
): z.core.$ZodPreprocess<T> => z.pipe(z.transform(fn), schema);

/**
 * A number sent as query-string text. Number() reads " 1", "\v1" or "1\f" as 1, so the text is
 * checked first; `schema` coerces and bounds the number.
 */
export const queryNumberSchema = <T extends z.core.$ZodType>(schema: T) =>
  preprocess((value, payload) => {
    // A transform gets the bare parse payload (no addIssue): the issue goes on its list.
    if (typeof value === "string" && !noControlCharacters.test(value)) {
      payload.issues.push({ code: "custom", message: textMessages.singleLine, input: value });
    }
    return value;
  }, schema);

/** Entity ids are UUIDs; checking them early keeps malformed ids away from the database. */
export const entityIdSchema = z.uuid({ error: "Expected a UUID." });

/** A text list for "must be one of" messages, so each message names the values users may pick. */
export const oneOfMessage = (label: string, values: readonly string[]): string =>
  `${label} must be one of: ${values.join(", ")}.`;
