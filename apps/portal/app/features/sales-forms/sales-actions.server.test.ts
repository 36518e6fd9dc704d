import { describe, expect, it } from "vitest";
import { salesFormAction } from "./sales-actions.server";
import { salesFormText } from "../../locales/sales-forms-public";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

const visitor = new Request("http://127.0.0.1:3000/proyek", {
  method: "POST",
  headers: { "x-forwarded-for": "203.0.113.9, 127.0.0.1", "user-agent": "Mozilla/5.0 Pengunjung" },
});
const contact = { name: "Maya Sari", email: "maya@contoh.id", phone: "0813 7777 8888" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const created = () => apiAnswer(201, { data: { uuid: "5d3c2a1b-0c9d-4f3b-9d0e-0b8f5c8e6d0b" } });

describe("the sales form actions", () => {
  const { fetchMock, sentRequest } = stubApiFetch();
  const sent = () => sentRequest(-1);

  it("sends the agent interest on the visitor's behalf, blanks as null and ids as numbers", async () => {
    fetchMock.mockResolvedValueOnce(created());
    const result = await salesFormAction(
      "agent-interest",
      form({
        intent: "agent-interest",
        ...contact,
        agent_type_id: "2",
        agent_office_name: " ",
        city_id: "32.73",
        message: "",
        website: "",
      }),
      visitor,
    );
    expect(result).toEqual({ intent: "agent-interest", ok: true });
    expect(sent().url).toBe("http://api.test/api/registration/agent/submit");
    expect(await sent().json()).toEqual({
      ...contact,
      agent_type_id: 2,
      agent_office_name: null,
      city_id: "32.73",
      message: null,
      website: null,
    });
    expect(sent().headers.get("x-forwarded-for")).toBe("203.0.113.9, 127.0.0.1");
  });

  it("sends a project registration", async () => {
    fetchMock.mockResolvedValueOnce(created());
    await salesFormAction(
      "project-registration",
      form({ ...contact, company_name: "PT Maju", project_name: "Griya Asri", city_id: "" }),
      visitor,
    );
    expect(sent().url).toBe("http://api.test/api/registration/project/submit");
    expect(await sent().json()).toEqual({
      ...contact,
      company_name: "PT Maju",
      project_name: "Griya Asri",
      city_id: null,
      message: null,
      website: null,
    });
  });

  it("reads budgets typed with dots or Rp, and refuses words without calling the API", async () => {
    fetchMock.mockResolvedValueOnce(created());
    await salesFormAction(
      "find-project",
      form({ ...contact, property_type_id: "", budget_min: "Rp 500.000.000", budget_max: "1 200 000 000" }),
      visitor,
    );
    expect(sent().url).toBe("http://api.test/api/find_project_inquiries/submit");
    expect(await sent().json()).toMatchObject({
      property_type_id: null,
      budget_min: 500_000_000,
      budget_max: 1_200_000_000,
    });

    fetchMock.mockClear();
    const refused = await salesFormAction(
      "find-project",
      form({ ...contact, phone: "123", budget_min: "lima ratus juta", budget_max: "9".repeat(14) }),
      visitor,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        budget_min: [salesFormText.budgetNumber("Anggaran minimal")],
        budget_max: [salesFormText.budgetTooLarge("Anggaran maksimal")],
        phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      },
      values: { budget_min: "lima ratus juta", phone: "123" },
    });

    const blank = await salesFormAction(
      "find-project",
      form({ name: " ", email: "", phone: "", budget_min: "x" }),
      visitor,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(blank).toMatchObject({
      fieldErrors: {
        name: ["Nama lengkap wajib diisi."],
        email: ["Email wajib diisi."],
        phone: ["Nomor HP wajib diisi."],
      },
    });
  });

  it("gives the API's messages to their fields with the typed values back, explains 429 and keeps the form on 5xx", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, {
        message: "Data tidak valid.",
        errors: { city_id: ["Kota/Kabupaten yang dipilih tidak valid."], email: ["Format email tidak valid."] },
      }),
    );
    const invalid = await salesFormAction(
      "agent-interest",
      form({ ...contact, phone: "12", city_id: "99.99" }),
      visitor,
    );
    expect(invalid).toEqual({
      intent: "agent-interest",
      ok: false,
      fieldErrors: {
        city_id: ["Kota/Kabupaten yang dipilih tidak valid."],
        email: ["Format email tidak valid."],
        phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      },
      values: { ...contact, phone: "12", agent_type_id: "", agent_office_name: "", city_id: "99.99", message: "" },
    });

    fetchMock.mockResolvedValueOnce(apiAnswer(429, { errors: "Terlalu banyak percobaan. Coba lagi dalam 60 menit." }));
    expect(await salesFormAction("agent-interest", form(contact), visitor)).toMatchObject({
      ok: false,
      error: salesFormText.tooMany,
    });

    fetchMock.mockResolvedValueOnce(apiAnswer(500, { errors: "Terjadi kesalahan." }));
    expect(await salesFormAction("agent-interest", form(contact), visitor)).toMatchObject({
      ok: false,
      error: salesFormText.notSent,
      retry: true,
    });
  });
});
