// The one UUID shape every side accepts (8-4-4-4-12 hex digits, any case), as the contract's `format: uuid`.

export const UUID_PATTERN = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/** True for a string in UUID shape; a malformed id can be answered without asking the database. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);
