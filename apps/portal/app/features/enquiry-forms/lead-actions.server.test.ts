import { describe, expect, it } from "vitest";
import { enquiryAction, kprRequestAction, LEAD_TEXT } from "./lead-actions.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

const UUID = "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d";
const visitor = new Request(`http://127.0.0.1:3000/properti/${UUID}`, {
  method: "POST",
  headers: { "x-forwarded-for": "203.0.113.9, 127.0.0.1", "user-agent": "Mozilla/5.0 Pengunjung" },
});
const typed = {
  name: "Budi Santoso",
  email: "budi@contoh.id",
  phone: "+62 812-3456-7890",
  message: "Halo, masih tersedia?",
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const created = () => apiAnswer(201, { data: { uuid: "5d3c2a1b-0c9d-4f3b-9d0e-0b8f5c8e6d0b" } });

describe("the enquiry and KPR actions", () => {
  const { fetchMock, sentRequest } = stubApiFetch();
  const sent = () => sentRequest(-1);

  it("sends an enquiry about the listing on the visitor's behalf (their address and browser), honeypot included", async () => {
    fetchMock.mockResolvedValueOnce(created());
    const result = await enquiryAction(
      form({ intent: "enquiry", ...typed, website: "" }),
      { listing_uuid: UUID },
      visitor,
    );
    expect(result).toEqual({ intent: "enquiry", ok: true });
    expect(sent().url).toBe("http://api.test/api/v2/contact/enquiry");
    expect(await sent().json()).toEqual({ listing_uuid: UUID, ...typed, website: null });
    expect(sent().headers.get("x-forwarded-for")).toBe("203.0.113.9, 127.0.0.1");
    expect(sent().headers.get("user-agent")).toBe("Mozilla/5.0 Pengunjung");
    expect(sent().headers.get("authorization")).toBeNull();

    fetchMock.mockResolvedValueOnce(created());
    await enquiryAction(form({ ...typed, website: "https://spam.example" }), { agent_id: 42 }, visitor);
    expect(await sent().json()).toEqual({ agent_id: 42, ...typed, website: "https://spam.example" });
  });

  it("gives the API's Indonesian messages to their fields, the rest to the form, and the typed values back", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, {
        message: "Data tidak valid.",
        errors: {
          phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
          email: ["Format e-mail tidak valid."],
          listing_uuid: ["Listing tidak valid."],
        },
      }),
    );
    const result = await enquiryAction(form({ ...typed, phone: "123", website: "" }), { listing_uuid: UUID }, visitor);
    expect(result).toEqual({
      intent: "enquiry",
      ok: false,
      fieldErrors: {
        phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
        email: ["Format e-mail tidak valid."],
      },
      error: "Listing tidak valid.",
      values: { ...typed, phone: "123" },
    });
  });

  it("explains a rate limit, a listing or agent that is gone, and an API that cannot answer (try again)", async () => {
    const values = { ...typed };
    fetchMock.mockResolvedValueOnce(apiAnswer(429, { errors: "Terlalu banyak permintaan.", retry_after: 60 }));
    expect(await enquiryAction(form(typed), { listing_uuid: UUID }, visitor)).toEqual({
      intent: "enquiry",
      ok: false,
      error: LEAD_TEXT.tooMany,
      values,
    });
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Tidak ditemukan." }));
    expect(await enquiryAction(form(typed), { listing_uuid: UUID }, visitor)).toEqual({
      intent: "enquiry",
      ok: false,
      error: LEAD_TEXT.listingGone,
      values,
    });
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Tidak ditemukan." }));
    expect(await enquiryAction(form(typed), { agent_id: 7 }, visitor)).toMatchObject({ error: LEAD_TEXT.agentGone });
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { errors: "Terjadi kesalahan." }));
    expect(await enquiryAction(form(typed), { agent_id: 7 }, visitor)).toEqual({
      intent: "enquiry",
      ok: false,
      error: LEAD_TEXT.notSent,
      retry: true,
      values,
    });
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    expect(await kprRequestAction(form(typed), UUID, visitor)).toMatchObject({ intent: "kpr", retry: true, values });
  });

  it("sends the KPR request with the calculator's loan and tenure, optional fields as null", async () => {
    fetchMock.mockResolvedValueOnce(created());
    const result = await kprRequestAction(
      form({
        intent: "kpr",
        name: "Budi",
        phone: "0812 3456 7890",
        email: "",
        message: "",
        loan_amount: "1200000000",
        tenure_years: "20",
        website: "",
      }),
      UUID,
      visitor,
    );
    expect(result).toEqual({ intent: "kpr", ok: true });
    expect(sent().url).toBe("http://api.test/api/contact/consultation");
    expect(await sent().json()).toEqual({
      listing_uuid: UUID,
      name: "Budi",
      phone: "0812 3456 7890",
      email: null,
      message: null,
      loan_amount: 1_200_000_000,
      tenure_years: 20,
      website: null,
    });
    expect(sent().headers.get("x-forwarded-for")).toBe("203.0.113.9, 127.0.0.1");

    fetchMock.mockResolvedValueOnce(created());
    await kprRequestAction(
      form({ name: "Budi", phone: "0812", loan_amount: "banyak", tenure_years: "7,5" }),
      UUID,
      visitor,
    );
    expect(await sent().json()).toMatchObject({ loan_amount: null, tenure_years: null, email: null });
  });
});
