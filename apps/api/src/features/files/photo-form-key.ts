import { isUuid } from "@griya/domain/uuid";

/**
 * The optional `form_key` text field of a listing upload: absent or blank is none (null), anything else must be a
 * uuid (undefined when it is not).
 */
export function formKeyOf(value: string | undefined): string | null | undefined {
  const key = value?.trim() ?? "";
  if (key === "") return null;
  return isUuid(key) ? key.toLowerCase() : undefined;
}
