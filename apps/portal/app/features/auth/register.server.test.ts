import { describe, expect, it } from "vitest";
import { registerAction } from "./register.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function post(fields: [string, string][]) {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://127.0.0.1:3000/register", { method: "POST", body });
}

const valid: [string, string][] = [
  ["name", "  Siti Aminah "],
  ["email", "Siti@Contoh.ID"],
  ["phone_number", "+62 812-3456-7890"],
  ["password", "rahasia123"],
  ["password_confirmation", "rahasia123"],
  ["agent_type_id", "1"],
  ["agent_office_id", "2"],
  ["nib", ""],
  ["selected_area_specializations", "31.74"],
  ["selected_area_specializations", "32.73"],
  ["referral_code", "budisant"],
];

describe("registerAction", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("refuses the form with the domain rules before calling the API", async () => {
    const result = (await registerAction(
      post([...valid.filter(([name]) => name !== "password_confirmation"), ["password_confirmation", "lain"]]),
    )) as DataResult;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: { password_confirmation: ["Konfirmasi kata sandi tidak sama."] },
    });
  });

  it("sends the normalised body and answers with the e-mail the activation link went to", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(201, { data: { email: "siti@contoh.id", message: "Pendaftaran berhasil." } }),
    );
    const result = await registerAction(post(valid));
    const sent = sentRequest(0);
    expect(sent.url).toBe("http://api.test/api/agent/auth/register");
    expect(await sent.json()).toEqual({
      name: "Siti Aminah",
      email: "siti@contoh.id",
      phone_number: "081234567890",
      password: "rahasia123",
      password_confirmation: "rahasia123",
      agent_type_id: 1,
      agent_office_id: 2,
      agent_office_name: null,
      nib: null,
      selected_area_specializations: ["31.74", "32.73"],
      referral_code: "BUDISANT",
    });
    expect(result).toEqual({ ok: true, intent: "register", email: "siti@contoh.id", message: "Pendaftaran berhasil." });
  });

  it("puts the server's 470 messages on the fields", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(470, { message: "x", errors: { email: ["Email sudah terdaftar."] } }));
    const result = (await registerAction(post(valid))) as DataResult;
    expect(result.data).toMatchObject({ ok: false, fieldErrors: { email: ["Email sudah terdaftar."] } });
  });

  it("shows the registration error text (and the 'Oops...' dialog) when the server fails", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { errors: "Terjadi kesalahan pada server." }));
    const result = (await registerAction(post(valid))) as DataResult;
    expect(result.data).toMatchObject({
      ok: false,
      formError: "Pendaftaran gagal. Periksa kembali semua data Anda, lalu coba lagi nanti.",
      dialog: { title: "Oops...", message: "Terjadi kesalahan pada server." },
    });
  });

  it("resends the activation e-mail from the success screen", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { success: true } }));
    const result = await registerAction(
      post([
        ["intent", "resend-activation"],
        ["email", "siti@contoh.id"],
      ]),
    );
    expect(sentRequest(0).url).toBe("http://api.test/api/auth/resend_activation");
    expect(result).toEqual({ ok: true, intent: "resend-activation", email: "siti@contoh.id" });
  });
});
