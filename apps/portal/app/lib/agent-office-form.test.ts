import { describe, expect, it } from "vitest";
import { independentTypeIds, OTHER_OFFICE, readAgentOffice } from "./agent-office-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("readAgentOffice", () => {
  it("sends a listed office and ignores a name typed beside it", () => {
    expect(readAgentOffice(form({ agent_office_id: "3", agent_office_name: "Ray White" }))).toEqual({
      agent_office_id: "3",
      agent_office_name: "",
    });
  });

  it("sends the typed name with Lainnya, or with nothing chosen (no JavaScript)", () => {
    for (const choice of [OTHER_OFFICE, ""]) {
      expect(readAgentOffice(form({ agent_office_id: choice, agent_office_name: " Ray White " }))).toEqual({
        agent_office_id: "",
        agent_office_name: " Ray White ",
      });
    }
    expect(readAgentOffice(form({}))).toEqual({ agent_office_id: "", agent_office_name: "" });
  });
});

describe("independentTypeIds", () => {
  it("lists the types that need no office", () => {
    const types = [
      { id: 1, needs_office: false },
      { id: 2, needs_office: true },
    ];
    expect(independentTypeIds(types)).toEqual([1]);
  });
});
