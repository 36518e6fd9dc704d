import { describe, expect, it } from "vitest";
import { readProfileForm, socialMediaFieldName } from "./profile-forms";

describe("readProfileForm", () => {
  it("collects repeated fields and the filled social media links by id", () => {
    const form = new FormData();
    form.append("name", "Budi");
    form.append("selected_area_specializations", "31.71");
    form.append("selected_area_specializations", "32.73");
    form.append("selected_property_specializations", "2");
    form.append(socialMediaFieldName(1), "budi.properti");
    form.append(socialMediaFieldName(2), "  ");
    form.append("gender", "MALE");
    const input = readProfileForm(form);
    expect(input.name).toBe("Budi");
    expect(input.selected_area_specializations).toEqual(["31.71", "32.73"]);
    expect(input.selected_property_specializations).toEqual(["2"]);
    expect(input.selected_price_specializations).toEqual([]);
    expect(input.social_medias).toEqual([{ id: "1", value: "budi.properti" }]);
    expect(input.gender).toBe("MALE");
    expect(input.age).toBe("");
  });
});
