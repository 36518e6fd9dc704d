import { describe, expect, it } from "vitest";
import { serializeError } from "./serialize-error.js";

/** The shape both drivers give a refused statement (pg's DatabaseError, PGlite's). */
function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error('new row for relation "users" violates check constraint "c"'), {
    severity: "ERROR",
    code: "23514",
    detail: "Failing row contains (7, Budi, budi@contoh.id, $argon2id$v=19$m=19456,t=2,p=1$abc$def).",
    where: "SQL statement ...",
    schema: "public",
    table: "users",
    constraint: "c",
    routine: "ExecConstraints",
    ...fields,
  });
}

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`);
  }
}

describe("serializeError", () => {
  it("keeps type, message, code and stack frames of an ordinary error", () => {
    const error = Object.assign(new TypeError("Cannot read properties of undefined (reading 'id')"), { code: "ERR_X" });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: "TypeError",
      message: "Cannot read properties of undefined (reading 'id')",
      code: "ERR_X",
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.stack).not.toContain("Cannot read");
  });

  it("logs a database error by SQLSTATE and names, never its message, detail or where", () => {
    const logged = serializeError(databaseError({}));
    expect(logged).toEqual({
      type: "Error",
      message: "Database error 23514",
      code: "23514",
      table: "users",
      constraint: "c",
      routine: "ExecConstraints",
      stack: expect.any(String),
    });
    expect(JSON.stringify(logged)).not.toMatch(/argon2|budi|Failing row|violates/);
  });

  it("logs a failed query by its SQL text, never its parameters, and follows the cause", () => {
    const params = ["Budi", "budi@contoh.id", "$argon2id$v=19$secret", "3171234567890123"];
    const error = new DrizzleQueryError(
      "\n  INSERT INTO users (name, email, password_hash, ktp)\n  VALUES ($1, $2, $3, $4)",
      params,
      databaseError({}),
    );
    const logged = serializeError(error);
    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged.query).toBe("INSERT INTO users (name, email, password_hash, ktp) VALUES ($1, $2, $3, $4)");
    expect(logged.message).toBe("Failed query");
    expect(logged.cause).toMatchObject({ code: "23514", table: "users" });
    const text = JSON.stringify(logged);
    for (const value of params) expect(text).not.toContain(value);
  });

  it("keeps only identifier-like names and constant codes", () => {
    const logged = serializeError(
      databaseError({ table: "users; x=1 budi@contoh.id", code: "23514", column: "password_hash" }),
    );
    expect(logged.table).toBeUndefined();
    expect(logged.column).toBe("password_hash");
    expect(serializeError(Object.assign(new Error("x"), { code: "budi@contoh.id" })).code).toBeUndefined();
  });

  it("stops following causes after three levels and copes with non-errors", () => {
    let error: Error = new Error("root");
    for (let i = 0; i < 6; i++) error = new Error(`level ${i}`, { cause: error });
    let depth = 0;
    for (let logged = serializeError(error); logged.cause; logged = logged.cause) depth++;
    expect(depth).toBe(3);
    expect(serializeError("text")).toEqual({ type: "string", message: "", stack: "" });
    expect(serializeError(null)).toEqual({ type: "object", message: "", stack: "" });
  });
});
