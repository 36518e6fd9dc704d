// What an error may put in the log, by allow-list. A failed query's message carries its parameters (Drizzle
// writes "Failed query: … params: <password hash>, <KTP number> …") and PostgreSQL's `detail` echoes the row
// ("Failing row contains (…)"), so neither is ever read: a database error is logged by its SQLSTATE, the
// names of the objects involved and the SQL text with its placeholders, never a value.

export type LoggedError = {
  type: string;
  /** The error's own message, or a fixed text where the message could hold a query's values. */
  message: string;
  code?: string;
  statusCode?: number;
  /** Database errors: which constraint, table, column, type or server routine refused (names only). */
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
  /** The statement as written in the code, with $1… placeholders (its parameters are never logged). */
  query?: string;
  /** The "at …" frames only. */
  stack: string;
  cause?: LoggedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
// Node ("ECONNREFUSED") and Fastify ("FST_ERR_…") codes: constants, never data.
const CONSTANT_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$.]{0,127}$/;
const QUERY_MAX = 2000;
const MAX_DEPTH = 3;

type Fields = Record<string, unknown>;

const stringField = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === "string" && pattern.test(value) ? value : undefined;

/** A database error from either driver (pg's DatabaseError, PGlite's): a SQLSTATE code and a severity. */
function isDatabaseError(error: Fields): boolean {
  return typeof error.code === "string" && SQLSTATE.test(error.code) && typeof error.severity === "string";
}

/** Drizzle's wrapper around a failed statement (its message embeds the parameters); PGlite's errors carry them too. */
function isQueryWrapper(error: Fields): boolean {
  return typeof error.query === "string" && "params" in error;
}

/** Only the "    at …" frames: the first line of a stack repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

function typeOf(error: Fields): string {
  const name = error.constructor && typeof error.constructor === "function" ? error.constructor.name : undefined;
  return stringField(name, IDENTIFIER) ?? stringField(error.name, IDENTIFIER) ?? typeof error;
}

function messageOf(error: Fields, database: boolean, wrapper: boolean, code: string | undefined): string {
  // A message is logged only where it cannot hold a query's values.
  if (database) return `Database error ${code ?? ""}`.trim();
  if (wrapper) return "Failed query";
  return typeof error.message === "string" ? error.message : "";
}

function serialize(value: unknown, depth: number): LoggedError {
  if (typeof value !== "object" || value === null) return { type: typeof value, message: "", stack: "" };
  const error = value as Fields;
  const database = isDatabaseError(error);
  const wrapper = isQueryWrapper(error);
  const code = stringField(error.code, SQLSTATE) ?? stringField(error.code, CONSTANT_CODE);
  const out: LoggedError = {
    type: typeOf(error),
    message: messageOf(error, database, wrapper, code),
    stack: framesOf(error.stack),
  };
  if (code) out.code = code;
  if (typeof error.statusCode === "number") out.statusCode = error.statusCode;
  if (database) {
    for (const key of ["constraint", "table", "column", "dataType", "routine"] as const) {
      const name = stringField(error[key], IDENTIFIER);
      if (name) out[key] = name;
    }
  }
  if (wrapper) out.query = (error.query as string).replace(/\s+/g, " ").trim().slice(0, QUERY_MAX);
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = serialize(error.cause, depth + 1);
  return out;
}

/** pino's `err` serializer: the allow-listed fields of an error and of its causes. */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, 0);
}
