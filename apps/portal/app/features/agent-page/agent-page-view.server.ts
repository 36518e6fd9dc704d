import type { Schemas } from "@griya/api-client/schema";
import { MONTH_NAMES } from "@griya/domain/format";
import { zonedParts } from "@griya/domain/zoned-time";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { featuredAgentPublicText } from "../../locales/featured-agents-public";

type Profile = Schemas["AgentPublicProfile"];

export type AgentPageView = {
  id: number;
  name: string;
  photoUrl: string | null;
  office: string | null;
  agentType: string | null;
  membership: string | null;
  /** "Bergabung sejak November 2026" */
  memberSince: string;
  memberSinceIso: string;
  specialities: string[];
  areas: string[];
  /** "bulan ini di Tebet, Setiabudi" after the "Agen Unggulan" badge; null when featured nowhere this month. */
  featuredMark: string | null;
  /** Social media links; the WhatsApp number is not among them, "WhatsApp" reveals it on request (ADR 0060). */
  socialMedias: Array<{ name: string; value: string; href: string | null }>;
  /** Whether the page offers "WhatsApp" and "Tampilkan nomor telepon". */
  hasWhatsapp: boolean;
  /** The enquiry form's message until the visitor changes it (no listing in view: a greeting). */
  enquiryMessage: string;
};

/** A social media value that is a web address opens as a link; a handle or number is shown as text. */
function socialHref(value: string): string | null {
  return /^https?:\/\//i.test(value) ? value : null;
}

export function agentPageView(profile: Profile): AgentPageView {
  const since = zonedParts(new Date(profile.member_since), DEFAULT_TIME_ZONE);
  return {
    id: profile.id,
    name: profile.name,
    photoUrl: profile.avatar_url,
    office: profile.agent_office?.name ?? null,
    agentType: profile.agent_type?.name ?? null,
    membership: profile.membership_display_name,
    memberSince: `Bergabung sejak ${MONTH_NAMES[since.month - 1]} ${since.year}`,
    memberSinceIso: profile.member_since,
    specialities: profile.property_specializations.map((option) => option.name),
    areas: profile.area_specializations.map((city) => city.name),
    featuredMark:
      profile.featured_areas.length > 0
        ? featuredAgentPublicText.markAreas(profile.featured_areas.map((area) => area.name).join(", "))
        : null,
    socialMedias: profile.social_medias.map((social) => ({
      name: social.name,
      value: social.value,
      href: socialHref(social.value),
    })),
    hasWhatsapp: profile.has_whatsapp,
    enquiryMessage: `Halo ${profile.name}, saya sedang mencari properti dan ingin berkonsultasi dengan Anda. Mohon hubungi saya.`,
  };
}
