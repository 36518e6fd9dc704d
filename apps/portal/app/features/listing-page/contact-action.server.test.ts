import { describe, expect, it } from "vitest";
import { agentContactAction, contactAction as contactActionOf } from "./contact-action.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

const UUID = "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d";
const CONTACT = { phone_number: "+6281234567890", whatsapp_url: "https://wa.me/6281234567890?text=Halo" };

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000/properti/${UUID}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-forwarded-for": "203.0.113.9, 127.0.0.1", "user-agent": "Mozilla/5.0 Pengunjung", ...headers },
  });
}
const contactAction = async (request: Request, uuid: string) =>
  contactActionOf(await request.formData(), request, uuid);
const withScript = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

describe("contactAction", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("asks the API for the number on the visitor's behalf (their address and browser) and answers it", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: CONTACT }));
    const result = await contactAction(post({ intent: "contact", channel: "phone" }, withScript), UUID);
    expect(result).toEqual({
      intent: "contact",
      ok: true,
      channel: "phone",
      phoneNumber: CONTACT.phone_number,
      whatsappUrl: CONTACT.whatsapp_url,
    });
    const sent = sentRequest(0);
    expect(sent.url).toBe(`http://api.test/api/search/listings/${UUID}/contact`);
    expect(await sent.json()).toEqual({ channel: "phone" });
    expect(sent.headers.get("x-forwarded-for")).toBe("203.0.113.9, 127.0.0.1");
    expect(sent.headers.get("user-agent")).toBe("Mozilla/5.0 Pengunjung");
    expect(sent.headers.get("authorization")).toBeNull();
  });

  it("opens WhatsApp straight away for a plain form post", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: CONTACT }));
    const thrown = await contactAction(post({ intent: "contact", channel: "whatsapp" }), UUID).catch((e) => e);
    expect((thrown as Response).headers.get("location")).toBe(CONTACT.whatsapp_url);
  });

  it("does not follow a WhatsApp link that is not WhatsApp's", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...CONTACT, whatsapp_url: "https://evil.example/" } }));
    const result = await contactAction(post({ intent: "contact", channel: "whatsapp" }), UUID);
    expect(result).toMatchObject({ ok: true, channel: "whatsapp" });
  });

  it("explains a rate limit and a listing without a number", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(429, { errors: "Terlalu banyak.", retry_after: 30 }));
    expect(await contactAction(post({ intent: "contact", channel: "phone" }, withScript), UUID)).toEqual({
      intent: "contact",
      ok: false,
      error: "Terlalu banyak permintaan dari jaringan Anda. Silakan coba lagi sebentar lagi.",
    });
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Tidak ditemukan." }));
    expect(await contactAction(post({ intent: "contact", channel: "phone" }, withScript), UUID)).toEqual({
      intent: "contact",
      ok: false,
      error: "Nomor agen untuk listing ini tidak tersedia.",
    });
  });

  it("refuses a post that is not a contact request", async () => {
    const thrown = await contactAction(post({ intent: "lain" }), UUID).catch((e) => e);
    expect(thrown).toMatchObject({ init: { status: 400 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("agentContactAction", () => {
  const { fetchMock, sentRequest } = stubApiFetch();
  const agentPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request("http://127.0.0.1:3000/agen/42", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "x-forwarded-for": "203.0.113.9", "user-agent": "Mozilla/5.0 Pengunjung", ...headers },
    });
  const act = async (request: Request) => agentContactAction(await request.formData(), request, 42);

  it("asks the API for the agent's WhatsApp number on the visitor's behalf, and opens WhatsApp without script", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: CONTACT }));
    expect(await act(agentPost({ intent: "contact", channel: "phone" }, withScript))).toMatchObject({
      ok: true,
      phoneNumber: CONTACT.phone_number,
    });
    const sent = sentRequest(0);
    expect(sent.url).toBe("http://api.test/api/search/agents/42/contact");
    expect(await sent.json()).toEqual({ channel: "phone" });
    expect(sent.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(sent.headers.get("user-agent")).toBe("Mozilla/5.0 Pengunjung");

    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: CONTACT }));
    const thrown = await act(agentPost({ intent: "contact", channel: "whatsapp" })).catch((e) => e);
    expect((thrown as Response).headers.get("location")).toBe(CONTACT.whatsapp_url);
  });

  it("explains an agent without a WhatsApp number", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Tidak ditemukan." }));
    expect(await act(agentPost({ intent: "contact", channel: "phone" }, withScript))).toEqual({
      intent: "contact",
      ok: false,
      error: "Nomor WhatsApp agen ini tidak tersedia.",
    });
  });
});
