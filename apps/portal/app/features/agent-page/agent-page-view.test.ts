import { describe, expect, it } from "vitest";
import { agentPageView } from "./agent-page-view.server";

const profile = {
  id: 7,
  name: "Siti Rahmawati",
  avatar_url: null,
  agent_type: null,
  agent_office: { id: 1, name: "Griya Prima Realty" },
  area_specializations: [],
  property_specializations: [],
  social_medias: [],
  member_since: "2026-01-05T03:00:00.000Z",
  membership_display_name: "Pro" as const,
  featured_areas: [] as { id: string; name: string }[],
  has_whatsapp: true,
};

describe("the agent page's featured mark", () => {
  it("names this month's featured areas after the 'Agen Unggulan' badge", () => {
    const view = agentPageView({
      ...profile,
      featured_areas: [
        { id: "31.74.01", name: "Tebet" },
        { id: "31.74.02", name: "Setiabudi" },
      ],
    });
    expect(view.featuredMark).toBe("bulan ini di Tebet, Setiabudi");
  });

  it("is absent for an agent featured nowhere this month", () => {
    expect(agentPageView(profile).featuredMark).toBeNull();
  });
});

describe("the agent page's contact", () => {
  it("offers the reveal when the profile says a WhatsApp number can be revealed, and shows no number itself", () => {
    const view = agentPageView({
      ...profile,
      social_medias: [{ id: 2, code: "INSTAGRAM", name: "Instagram", value: "https://instagram.com/siti" }],
    });
    expect(view.hasWhatsapp).toBe(true);
    expect(view.socialMedias).toEqual([
      { name: "Instagram", value: "https://instagram.com/siti", href: "https://instagram.com/siti" },
    ]);
    expect(agentPageView({ ...profile, has_whatsapp: false }).hasWhatsapp).toBe(false);
  });
});
