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
