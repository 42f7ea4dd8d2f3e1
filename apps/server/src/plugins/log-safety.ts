/**
 * What may reach a log line. Logs are read by more people and kept longer than the database, so
 * they never carry an email, a name, a token, a passcode or a password, and never a control
 * character that could forge a line or colour a terminal. Errors keep what an operator needs:
 * their class, code (SQLSTATE), constraint and table, the SQL text without its parameters and the
 * stack frames.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Drawn where control characters were, so that a tampered value still shows. */
const controlMark = "\uFFFD";

/** C0 and C1 controls and DEL, each run replaced by one U+FFFD. */
export function withoutControlCharacters(text: string): string {
  return text.replace(controlCharacters, controlMark);
}

/** The last word of a name that holds a secret or personal data (`rep` is a rep's name). */
const sensitiveWords = new Set([
  "token",
  "code",
  "otp",
  "passcode",
  "password",
  "secret",
  "key",
  "state",
  "email",
  "phone",
  "name",
  "hint",
  "rep",
]);

/**
 * Query parameters and object keys whose values are secrets or personal data, by their last word:
 * token, access_token, newPassword, user_email, firstName, login_hint; not token_type.
 */
export function isSensitiveName(name: string): boolean {
  const words = name.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
  return sensitiveWords.has((words.at(-1) ?? "").toLowerCase());
}

const email = /[^\s@"'<>()[\]{},;:/\\]+@[^\s@"'<>()[\]{},;:/\\]+\.[A-Za-z]{2,}/g;
const sensitiveQueryValue = /([?&;]([\w.-]+)=)([^&#\s"']*)/g;

/** drizzle's failed-query text ends with every bound value: "Failed query: <sql>\nparams: a@b.com,Ann". */
const boundValues = /\nparams: [\s\S]*$/;

/**
 * Free text made fit for a log: bound values cut, controls replaced, emails and sensitive query
 * values redacted, capped.
 */
export function safeText(text: string, max = 2000): string {
  const clean = withoutControlCharacters(text.replace(boundValues, "\nparams: [redacted]"))
    .replace(email, "[email]")
    .replace(sensitiveQueryValue, (match, prefix: string, name: string) =>
      isSensitiveName(name) ? `${prefix}[redacted]` : match,
    );
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** An error as it may be logged. */
export type LoggedError = {
  type: string;
  message: string;
  /** SQLSTATE, Fastify's FST_* or a system code (ECONNREFUSED). */
  code?: string;
  statusCode?: number;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  /** The SQL text; its parameters are never kept. */
  statement?: string;
  /** The first line rebuilt from the safe message, then the frames. */
  stack: string;
  cause?: LoggedError;
};

const produced = new WeakSet<object>();
const token = /^[\w$.-]{1,128}$/;
/** PostgreSQL's error fields (pg and PGlite) that name things, never values. */
const identifierFields = ["schema", "table", "column", "constraint", "dataType", "routine"] as const;

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown };

const stringField = (source: ErrorLike, field: string): string | undefined => {
  const value = source[field];
  return typeof value === "string" && token.test(value) ? value : undefined;
};

/** A PostgreSQL error (pg's DatabaseError, PGlite's): a SQLSTATE and a severity. */
const isDatabaseError = (source: ErrorLike) =>
  typeof source.code === "string" && /^[0-9A-Z]{5}$/.test(source.code) && typeof source.severity === "string";

/** drizzle's wrapper: "Failed query: <sql>\nparams: <every bound value>", the driver's error as cause. */
const isFailedQuery = (source: ErrorLike) =>
  typeof source.query === "string" && Array.isArray(source.params) && String(source.message).startsWith("Failed query");

/** PostgreSQL quotes the offending value in its messages: `invalid input syntax for type uuid: "..."`. */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"');

const statementText = (query: unknown) =>
  typeof query === "string" ? withoutControlCharacters(query.replace(/\s+/g, " ").trim()).slice(0, 2000) : undefined;

function messageOf(source: ErrorLike): string {
  const message = typeof source.message === "string" ? source.message : "";
  if (isFailedQuery(source)) return "Failed query";
  if (isDatabaseError(source)) return safeText(withoutQuotedValues(message));
  return safeText(message);
}

function typeOf(value: object, source: ErrorLike): string {
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const name = typeof source.name === "string" && source.name !== "Error" ? source.name : constructorName;
  return typeof name === "string" && token.test(name) ? name : "Error";
}

/** The stack's frames under a first line rebuilt from the safe message (the original repeats the message). */
function stackOf(source: ErrorLike, type: string, message: string): string {
  const frames = (typeof source.stack === "string" ? source.stack : "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 30)
    .map((line) => `    ${withoutControlCharacters(line.trim())}`);
  return [`${type}: ${message}`, ...frames].join("\n");
}

/** Any thrown value, reduced to what a log may carry. Idempotent: a LoggedError comes back as is. */
export function loggableError(value: unknown, depth = 0): LoggedError {
  if (typeof value !== "object" || value === null) {
    const message = safeText(String(value));
    return { type: typeof value, message, stack: `${typeof value}: ${message}` };
  }
  if (produced.has(value)) return value as LoggedError;
  const source = value as ErrorLike;
  const type = typeOf(value, source);
  const message = messageOf(source);
  const logged: LoggedError = { type, message, stack: stackOf(source, type, message) };
  const code = stringField(source, "code");
  if (code) logged.code = code;
  if (typeof source.statusCode === "number") logged.statusCode = source.statusCode;
  for (const field of identifierFields) {
    const identifier = stringField(source, field);
    if (identifier) logged[field] = identifier;
  }
  const statement = statementText(source.query);
  if (statement) logged.statement = statement;
  if (source.cause !== undefined && depth < 3) logged.cause = loggableError(source.cause, depth + 1);
  produced.add(logged);
  return logged;
}

/**
 * Any value a library hands its logger (Better Auth logs strings, errors and objects): strings
 * made safe, errors reduced, objects kept without their sensitive keys, everything bounded.
 */
export function loggableValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return loggableError(value);
  if (typeof value === "string") return safeText(value);
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value !== "object") return typeof value;
  if (depth >= 3) return "[object]";
  if (Array.isArray(value)) return value.slice(0, 20).map((item: unknown) => loggableValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 30)) {
    const name = safeText(key, 100);
    out[name] = isSensitiveName(key) ? "[redacted]" : loggableValue(item, depth + 1);
  }
  return out;
}
