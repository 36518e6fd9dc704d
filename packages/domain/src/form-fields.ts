// Internal (not in package.json "exports"): valibot field builders for the account forms. Every field reports
// its first problem only (abortPipeEarly) and accepts what an HTML form posts, since the portal validates
// FormData-derived objects: numbers as strings, "" for an empty optional field, one string for a one-item list.
import * as v from "valibot";
import {
  digitsOnly,
  duplicateItem,
  exactDigits,
  integer,
  max,
  maxDigits,
  maxItems,
  maxLength,
  min,
  minDigits,
  minLength,
  oneOf,
  required,
} from "./validation-messages";
import { singleLine } from "./single-line";

const firstIssueOnly = { abortPipeEarly: true } as const;

const DIGITS = /^\d+$/;

/** "wajib diisi" for a missing value, "tidak valid" for a value of the wrong type. */
const requiredOr = (label: string, otherwise: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined || issue.input === null ? required(label) : otherwise;

const trimmedOrNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** Required single-line text (no line breaks or other control characters), trimmed, `minChars`..`maxChars` characters. */
export function requiredText(label: string, maxChars: number, minChars = 1) {
  return v.config(
    v.pipe(
      v.string(required(label)),
      singleLine(label),
      v.trim(),
      v.nonEmpty(required(label)),
      v.minLength(minChars, minLength(label, minChars)),
      v.maxLength(maxChars, maxLength(label, maxChars)),
    ),
    firstIssueOnly,
  );
}

/** Optional text that may span lines (an address), trimmed, at most `maxChars` characters: absent, null or blank → null. */
export function optionalMultilineText(label: string, maxChars: number) {
  return v.config(
    v.pipe(
      v.nullish(v.string(oneOf(label)), null),
      v.transform(trimmedOrNull),
      v.nullable(v.pipe(v.string(), v.maxLength(maxChars, maxLength(label, maxChars)))),
    ),
    firstIssueOnly,
  );
}

/** Required string of digits only, `minCount`..`maxCount` of them (e.g. a bank account number). */
export function requiredDigits(label: string, minCount: number, maxCount: number) {
  return v.config(
    v.pipe(
      v.string(requiredOr(label, digitsOnly(label))),
      singleLine(label),
      v.trim(),
      v.nonEmpty(required(label)),
      v.regex(DIGITS, digitsOnly(label)),
      v.minLength(minCount, minDigits(label, minCount)),
      v.maxLength(maxCount, maxDigits(label, maxCount)),
    ),
    firstIssueOnly,
  );
}

/** Optional string of digits: absent, null or "" → null; else exactly `exact` or at most `maxCount` digits. */
export function optionalDigits(label: string, length: { exact: number } | { max: number }) {
  const lengthRule =
    "exact" in length
      ? v.length<string, number, string>(length.exact, exactDigits(label, length.exact))
      : v.maxLength<string, number, string>(length.max, maxDigits(label, length.max));
  return v.config(
    v.pipe(
      v.nullish(v.pipe(v.string(digitsOnly(label)), singleLine(label)), null),
      v.transform(trimmedOrNull),
      v.nullable(v.pipe(v.string(), v.regex(DIGITS, digitsOnly(label)), lengthRule)),
    ),
    firstIssueOnly,
  );
}

/** Optional trimmed string checked by `pattern` after `prepare`: absent, null or "" → null. */
export function optionalMatch(label: string, pattern: RegExp, message: string, prepare = (s: string) => s) {
  return v.config(
    v.pipe(
      v.nullish(v.pipe(v.string(message), singleLine(label)), null),
      v.transform((value) => {
        const trimmed = trimmedOrNull(value);
        return trimmed === null ? null : prepare(trimmed);
      }),
      v.nullable(v.pipe(v.string(), v.regex(pattern, message))),
    ),
    firstIssueOnly,
  );
}

/** Optional choice among `values`: absent, null or "" → null. */
export function optionalPicklist<const TValues extends readonly [string, ...string[]]>(label: string, values: TValues) {
  return v.config(
    v.pipe(
      v.nullish(v.string(oneOf(label)), null),
      v.transform(trimmedOrNull),
      v.nullable(v.picklist(values, oneOf(label))),
    ),
    firstIssueOnly,
  );
}

function toInteger(value: number | string): number | null {
  const n = typeof value === "number" ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Required positive integer id (agent type, office …); "12" from a form becomes 12. */
export function requiredId(label: string) {
  return v.config(
    v.pipe(
      v.union([v.number(), v.string()], requiredOr(label, oneOf(label))),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = typeof dataset.value === "string" ? dataset.value.trim() : dataset.value;
        if (raw === "") {
          addIssue({ message: required(label) });
          return NEVER;
        }
        const id = toInteger(raw);
        if (id === null) {
          addIssue({ message: oneOf(label) });
          return NEVER;
        }
        return id;
      }),
    ),
    firstIssueOnly,
  );
}

/** Optional positive integer id: absent, null or "" → null; "12" → 12. */
export function optionalId(label: string) {
  return v.config(
    v.pipe(
      v.nullish(v.union([v.number(), v.string()], oneOf(label)), null),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = typeof dataset.value === "string" ? dataset.value.trim() : dataset.value;
        if (raw === null || raw === "") return null;
        const id = toInteger(raw);
        if (id === null) {
          addIssue({ message: oneOf(label) });
          return NEVER;
        }
        return id;
      }),
    ),
    firstIssueOnly,
  );
}

/** Optional integer within `minValue`..`maxValue` (e.g. age): absent, null or "" → null; "25" → 25. */
export function optionalInteger(label: string, minValue: number, maxValue: number) {
  return v.config(
    v.pipe(
      v.nullish(v.union([v.number(), v.string()], integer(label)), null),
      v.transform((value) => {
        if (typeof value !== "string") return value;
        const trimmed = value.trim();
        if (trimmed === "") return null;
        return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }),
      v.nullable(
        v.pipe(
          v.number(integer(label)),
          v.integer(integer(label)),
          v.minValue(minValue, min(label, minValue)),
          v.maxValue(maxValue, max(label, maxValue)),
        ),
      ),
    ),
    firstIssueOnly,
  );
}

const listOf = <T>(value: T | readonly T[] | null | undefined): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? [...value] : [value as T];

/**
 * A list of codes such as city ids: one string or an array (FormData.getAll), blanks dropped, duplicates
 * merged, `minCount`..`maxCount` items, each matching `pattern`.
 */
export function codeList(label: string, pattern: RegExp, minCount: number, maxCount: number) {
  return v.config(
    v.pipe(
      v.union([v.string(), v.array(v.string())], requiredOr(label, oneOf(label))),
      v.transform((value) => [
        ...new Set(
          listOf(value)
            .map((item) => item.trim())
            .filter((item) => item !== ""),
        ),
      ]),
      v.minLength(minCount, required(label)),
      v.maxLength(maxCount, maxItems(label, maxCount)),
      v.check((items) => items.every((item) => pattern.test(item)), oneOf(label)),
    ),
    firstIssueOnly,
  );
}

type IdListItem = number | string;

/**
 * An optional list of positive integer ids (absent → []), from numbers or form strings, duplicates merged, at
 * most `maxCount` items as sent.
 */
export function optionalIdList(label: string, maxCount: number) {
  return v.config(
    v.pipe(
      v.nullish(
        v.union(
          [
            v.number(),
            v.string(),
            v.pipe(v.array(v.union([v.number(), v.string()])), v.maxLength(maxCount, maxItems(label, maxCount))),
          ],
          oneOf(label),
        ),
        null,
      ),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const items = listOf<IdListItem>(dataset.value).filter(
          (item) => typeof item !== "string" || item.trim() !== "",
        );
        const ids = items.map((item) => toInteger(typeof item === "string" ? item.trim() : item));
        if (ids.some((id) => id === null)) {
          addIssue({ message: oneOf(label) });
          return NEVER;
        }
        return [...new Set(ids as number[])];
      }),
    ),
    firstIssueOnly,
  );
}

/**
 * Social media links `[{ id, value }]` (id from the base data; value a username, number or URL), at most
 * `maxCount` rows as sent. Rows left blank in the form are dropped; an id may appear once.
 */
export function socialMediaList(label: string, maxCount: number, valueMax: number) {
  const item = v.object(
    {
      id: requiredId(label),
      value: v.config(
        v.pipe(
          v.string(required(label)),
          singleLine(label),
          v.trim(),
          v.maxLength(valueMax, maxLength(label, valueMax)),
        ),
        firstIssueOnly,
      ),
    },
    required(label),
  );
  return v.pipe(
    v.nullish(v.pipe(v.array(item, oneOf(label)), v.maxLength(maxCount, maxItems(label, maxCount))), null),
    v.transform((links) => (links ?? []).filter((link) => link.value !== "")),
    v.check((links) => new Set(links.map((link) => link.id)).size === links.length, duplicateItem(label)),
  );
}

/**
 * A rule between fields of an object, reported on `target`. It runs only when none of `keys` has an issue yet
 * (valibot's partialCheck runs whenever the types are right), so it never stacks on a field's own error.
 */
export function crossCheck<TInput extends Record<string, unknown>>(
  keys: readonly (keyof TInput & string)[],
  target: keyof TInput & string,
  requirement: (input: TInput) => boolean,
  message: string,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    // The pipe also runs this after the object schema refused a non-object body.
    if (typeof dataset.value !== "object" || dataset.value === null) return;
    const input = dataset.value as TInput;
    const flagged = dataset.issues?.some((issue) => {
      const key = issue.path?.[0]?.key;
      return typeof key === "string" && (keys as readonly string[]).includes(key);
    });
    if (flagged || !keys.every((key) => key in input)) return;
    if (!requirement(input)) {
      const pathItem: v.ObjectPathItem = { type: "object", origin: "value", input, key: target, value: input[target] };
      addIssue({ message, path: [pathItem] });
    }
  });
}
