// Unsaved forms kept across a new login after the session ended (ADR 0028). A form on screen reports what it holds
// while it differs from what is saved; when the session ends, "Masuk lagi" writes the forms of the page to the
// tab's sessionStorage under the agent and the page, and the same form takes them back after the login.
// What is written passes one rule first (NEVER_KEPT): no password, card or identity number ever reaches storage.

const STORAGE_PREFIX = "griya:isian:";

/**
 * Fields never written to browser storage, by name, wherever they sit in a form's values: passwords, payment
 * cards, bank account numbers and identity numbers (KTP/NIK, NPWP, NIB, passport). A form restored without them
 * starts those fields from what is saved (ADR 0028).
 */
const NEVER_KEPT = /password|card|cvv|cvc|account_number|ktp_number|npwp_number|(^|_)nik$|^nib$|passport|identity/i;

export function isNeverKept(fieldName: string): boolean {
  return NEVER_KEPT.test(fieldName);
}

/** `values` without any field NEVER_KEPT names, at any depth. */
function withoutNeverKept(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withoutNeverKept);
  if (typeof values !== "object" || values === null) return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !isNeverKept(name))
      .map(([name, value]) => [name, withoutNeverKept(value)]),
  );
}

/** The values, or how to read them when the session ends (an uncontrolled form reads its inputs then). */
type Unsaved = { path: string; values: unknown };

/** Form id → what that form holds unsaved, and on which page. Left in place when the form unmounts, so a form
 * replaced by the page's error boundary (a refused save) is still kept; a form clears it when it mounts. */
const unsaved = new Map<string, Unsaved>();

export function keptFormsKey(agentId: number, pathname: string): string {
  return `${STORAGE_PREFIX}${agentId}:${pathname}`;
}

/** What `formId` holds unsaved on `pathname`, or null once it holds nothing unsaved. */
export function noteUnsavedForm(formId: string, pathname: string, values: unknown): void {
  if (values === null) unsaved.delete(formId);
  else unsaved.set(formId, { path: pathname, values });
}

/** The session ended: the unsaved forms of `pathname` go to `storage` for `agentId`. Returns how many. */
export function keepUnsavedForms(storage: Storage, agentId: number, pathname: string): number {
  const forms = Object.fromEntries(
    [...unsaved]
      .filter(([, form]) => form.path === pathname)
      .map(([id, form]) => [
        id,
        withoutNeverKept(typeof form.values === "function" ? (form.values as () => unknown)() : form.values),
      ]),
  );
  const count = Object.keys(forms).length;
  if (count === 0) return 0;
  try {
    storage.setItem(keptFormsKey(agentId, pathname), JSON.stringify(forms));
  } catch {
    return 0; // storage full or refused: the login still goes ahead
  }
  return count;
}

/** Takes (and removes) what `formId` left on `pathname` for `agentId`; null when nothing was kept. */
export function takeKeptForm(storage: Storage, agentId: number, pathname: string, formId: string): unknown {
  const key = keptFormsKey(agentId, pathname);
  let forms: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    forms = parsed as Record<string, unknown>;
  } catch {
    storage.removeItem(key);
    return null;
  }
  if (!(formId in forms)) return null;
  const { [formId]: kept, ...rest } = forms;
  if (Object.keys(rest).length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(rest));
  return kept ?? null;
}

/** Logging out: every kept form of every agent and page leaves `storage`, and nothing unsaved is pending. */
export function forgetKeptForms(storage: Storage): void {
  unsaved.clear();
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
  );
  for (const key of keys) storage.removeItem(key);
}

/** For tests. */
export function forgetUnsavedForms(): void {
  unsaved.clear();
}
