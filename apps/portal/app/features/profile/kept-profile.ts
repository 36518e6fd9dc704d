// A profile form kept across a new login (lib/kept-forms.ts) is what readProfileForm read from it; the form
// takes it back as the values it starts from. Read defensively: it comes from the browser's storage.
import { GENDER_OPTIONS } from "@griya/domain/account-schemas";
import type { AgentProfile } from "./queries";

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const orNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const int = (value: unknown): number | null =>
  typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
const gender = (value: unknown): AgentProfile["gender"] =>
  GENDER_OPTIONS.find((option) => option.value === value)?.value ?? null;
const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
const ints = (value: unknown): number[] | null =>
  strings(value)
    ?.map(int)
    .filter((id): id is number => id !== null) ?? null;

/** The profile as the form should start: the saved one with the kept values over it; null when not a kept form. */
export function profileWithKept(saved: AgentProfile, kept: unknown): AgentProfile | null {
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return null;
  const form = kept as Record<string, unknown>;
  if (typeof form.name !== "string") return null;
  const photo = (purpose: "ktp" | "npwp") => {
    const uuid = orNull(form[`${purpose}_photo_uuid`]);
    // A photo uploaded before the session ended has no address the form knows: its uuid alone is kept.
    const url = uuid === saved[`${purpose}_photo_uuid`] ? saved[`${purpose}_photo_url`] : null;
    return { uuid, url };
  };
  const ktp = photo("ktp");
  const npwp = photo("npwp");
  const socialMedias = Array.isArray(form.social_medias)
    ? form.social_medias.flatMap((link: unknown) => {
        const { id, value } = (link ?? {}) as Record<string, unknown>;
        const socialId = int(id);
        return socialId !== null && typeof value === "string" ? [{ id: socialId, value }] : [];
      })
    : saved.social_medias;
  return {
    ...saved,
    name: form.name,
    age: int(form.age),
    gender: gender(form.gender),
    agent_type_id: int(form.agent_type_id),
    agent_office_id: int(form.agent_office_id),
    agent_office_name: orNull(form.agent_office_name),
    // Identity numbers are never kept (lib/kept-forms.ts): those fields start from what is saved.
    nib: "nib" in form ? str(form.nib) : saved.nib,
    selected_area_specializations: strings(form.selected_area_specializations) ?? saved.selected_area_specializations,
    selected_property_specializations:
      ints(form.selected_property_specializations) ?? saved.selected_property_specializations,
    selected_price_specializations: ints(form.selected_price_specializations) ?? saved.selected_price_specializations,
    ktp_number: "ktp_number" in form ? str(form.ktp_number) : saved.ktp_number,
    ktp_photo_uuid: ktp.uuid,
    ktp_photo_url: ktp.url,
    npwp_number: "npwp_number" in form ? str(form.npwp_number) : saved.npwp_number,
    npwp_photo_uuid: npwp.uuid,
    npwp_photo_url: npwp.url,
    address: str(form.address),
    province_id: orNull(form.province_id),
    city_id: orNull(form.city_id),
    district_id: orNull(form.district_id),
    village_id: orNull(form.village_id),
    social_medias: socialMedias,
  };
}
