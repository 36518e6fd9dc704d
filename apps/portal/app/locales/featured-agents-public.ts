// Texts of the featured agents on the public pages (/cari, /agen/:id). A plain module, not i18next, like
// public.ts: the public pages keep their JavaScript light (ADR 0024).
export const featuredAgentPublicText = {
  heading: (area: string) => `Agen Unggulan di ${area}`,
  headingNoArea: "Agen Unggulan di area ini",
  independent: "Agen independen",
  mark: "Agen Unggulan",
  // Follows the "Agen Unggulan" badge on the agent page.
  markAreas: (areas: string) => `bulan ini di ${areas}`,
} as const;
