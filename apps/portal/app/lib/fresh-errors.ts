import type { FieldErrors } from "./use-form-state";

/**
 * The messages of the fields not changed since they were given: a message about what the field held before
 * is stale, and would hide a live check of what it holds now (e.g. "Email sudah terdaftar.").
 */
export function freshErrors(errors: FieldErrors, changed: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !changed.has(name)));
}
