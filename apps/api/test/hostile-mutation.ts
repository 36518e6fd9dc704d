import fc from "fast-check";

/**
 * Spoils exactly one place of a generated value, so everything around it stays valid and the hostile part travels as
 * far into the server as it can: NUL bytes in text, integers past 32 bits or past any sane page, long strings, type
 * confusion, and keys that pollute prototypes.
 */

type Path = (string | number)[];
type Site = { path: Path; value: unknown };

export const LONG_STRING = 400;

function hostileFor(value: unknown): unknown[] {
  if (typeof value === "string") {
    return [`${value}\u0000`, `\u0000${value.slice(0, 10)}`, "x".repeat(LONG_STRING), "1e20", 2 ** 31];
  }
  if (typeof value === "number") return [2 ** 31, -(2 ** 31) - 1, 1e20, -1e20, 2 ** 53, value + 0.5, "\u0000"];
  if (Array.isArray(value))
    return [[...value, "\u0000"], [...value, 2 ** 31], Array.from({ length: 1000 }, () => value[0] ?? 1), "\u0000"];
  if (value !== null && typeof value === "object")
    return ["__proto__", "constructor", "prototype", "\u0000", "a\u0000"];
  return ["\u0000", 2 ** 31, 1e20, {}];
}

function sitesOf(value: unknown, path: Path = [], out: Site[] = []): Site[] {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((v, i) => sitesOf(v, [...path, i], out));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) sitesOf(v, [...path, k], out);
  }
  return out;
}

function withKey(target: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...target };
  // defineProperty: an own "__proto__" key, as JSON.parse would make it, not a prototype change.
  Object.defineProperty(copy, key, {
    value: key.includes("\u0000") ? "x" : { polluted: true },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

function replaceAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** One hostile change somewhere inside `value` (the root object itself, the request's parts, is kept). */
export function withOneHostilePlace(value: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const sites = sitesOf(value).filter((s) => s.path.length > 0);
  if (sites.length === 0) return fc.constant(value);
  return fc.tuple(fc.nat({ max: sites.length - 1 }), fc.nat()).map(([i, k]) => {
    const site = sites[i]!;
    const options = hostileFor(site.value);
    const pick = options[k % options.length];
    const isObject = site.value !== null && typeof site.value === "object" && !Array.isArray(site.value);
    return replaceAt(value, site.path, (old) =>
      isObject && typeof pick === "string" ? withKey(old as Record<string, unknown>, pick) : pick,
    ) as Record<string, unknown>;
  });
}

export type Sweep = "nul" | "int32" | "huge";

/**
 * The same hostile change at every place of one kind at once: NUL after every text, 2^31 or 1e20 for every number.
 * Schema validation alone must refuse these; whatever slips through would reach SQL.
 */
export function spoilEvery(value: unknown, sweep: Sweep): unknown {
  if (typeof value === "string") return sweep === "nul" ? `${value}\u0000` : value;
  if (typeof value === "number") return sweep === "int32" ? 2 ** 31 : sweep === "huge" ? 1e20 : value;
  if (Array.isArray(value)) return value.map((v) => spoilEvery(v, sweep));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spoilEvery(v, sweep)]));
  }
  return value;
}
