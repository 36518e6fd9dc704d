import { describe, expect, it } from "vitest";
import { loginAction } from "./login.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";
import { OFF_SITE_REDIRECTS } from "../../../test/off-site-redirects";

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

const agent = {
  id: 1,
  name: "Budi Santoso",
  email: "agen@demo.id",
  phone_number: "081234567890",
  phone_number_verified_at: "2026-01-01T00:00:00Z",
  is_passworded: true,
  email_verified_at: "2026-01-01T00:00:00Z",
  avatar_url: null,
  referral_code: "BUDISANT",
  admin_project_partner_url: null,
  membership: null,
};

function post(fields: Record<string, string>, url = "http://127.0.0.1:3000/login") {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

describe("loginAction", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("rejects an empty form without calling the API", async () => {
    const result = (await loginAction(post({ email: "", password: "" }))) as DataResult;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { email: [expect.any(String)], password: [expect.any(String)] },
      formError: null,
    });
  });

  it("stores the token in a 365-day httpOnly cookie with 'Ingat saya' and follows a safe redirect", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, { data: { token: "tok123", token_type: "Bearer", expires_at: "2027-01-01T00:00:00Z" } }),
    );
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const response = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", remember: "true", redirect: "/listing?page=2" }),
    )) as Response;

    const sent = sentRequest(0);
    expect(sent.url).toBe("http://api.test/api/agent/auth/login");
    expect(sent.method).toBe("POST");
    expect(sent.headers.get("content-language")).toBe("id");
    expect(sent.headers.get("x-timezone")).toBe("Asia/Jakarta");
    expect(await sent.json()).toEqual({ email: "agen@demo.id", password: "rahasia123", remember: true });
    // Then the user is loaded with the new token (docs/product/portal.md#signing-in-and-the-session).
    const userFetch = sentRequest(1);
    expect(userFetch.url).toBe("http://api.test/api/user-agent");
    expect(userFetch.headers.get("authorization")).toBe("Bearer tok123");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/listing?page=2");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("griya_token=tok123");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("sets a session cookie without 'Ingat saya', Secure over https, and ignores an off-site redirect", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "t", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const response = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", redirect: "//evil.example" }, "https://griya.id/login"),
    )) as Response;
    expect(response.headers.get("location")).toBe("/beranda");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).not.toContain("Max-Age");
    expect(cookie).toContain("Secure");
  });

  it.each(OFF_SITE_REDIRECTS)("logs in and lands on the home, not on the off-site %j", async (target) => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "t", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const byField = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", redirect: target }),
    )) as Response;
    expect(byField.headers.get("location")).toBe("/beranda");
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "t", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const byQuery = (await loginAction(
      post(
        { email: "agen@demo.id", password: "rahasia123" },
        `http://127.0.0.1:3000/login?redirect=${encodeURIComponent(target)}`,
      ),
    )) as Response;
    expect(byQuery.headers.get("location")).toBe("/beranda");
  });

  it("lands on the agent's day, not on the visitor's home that would only send the agent on to it", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "t", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const response = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", redirect: "/" }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/beranda");
  });

  it("passes the API's 470 field errors to the form", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, { message: "Data tidak valid", errors: { email: ["Email atau kata sandi salah."] } }),
    );
    const result = (await loginAction(post({ email: "agen@demo.id", password: "salah" }))) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ fieldErrors: { email: ["Email atau kata sandi salah."] }, formError: null });
  });

  it("sends a project-partner admin to their dashboard after login", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "t", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, { data: { ...agent, admin_project_partner_url: "https://mitra.example/dasbor" } }),
    );
    const response = (await loginAction(post({ email: "mitra@demo.id", password: "rahasia123" }))) as Response;
    expect(response.headers.get("location")).toBe("https://mitra.example/dasbor");
    expect(response.headers.get("x-remix-reload-document")).toBe("true");
    expect(response.headers.get("set-cookie")).toContain("griya_token=t");
  });

  it("offers 'Kirim ulang email aktivasi' for an account not activated yet, and resends it", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(403, { errors: "Akun Anda belum aktif.", needs_activation: true }));
    const refused = (await loginAction(post({ email: "baru@demo.id", password: "rahasia123" }))) as DataResult;
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({ formError: "Akun Anda belum aktif.", needsActivation: true });

    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { success: true } }));
    const resent = (await loginAction(
      post({ email: "Baru@Demo.id ", password: "", intent: "resend-activation" }),
    )) as DataResult;
    const sent = sentRequest(1);
    expect(sent.url).toBe("http://api.test/api/auth/resend_activation");
    expect(await sent.json()).toEqual({ email: "baru@demo.id" });
    expect(resent.data).toMatchObject({ activationResentTo: "baru@demo.id", needsActivation: true });
  });

  it("converts a non-agent account with the same credentials", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(403, { errors: "Bukan akun agen.", needs_conversion: true }));
    const refused = (await loginAction(post({ email: "pembeli@demo.id", password: "rahasia123" }))) as DataResult;
    expect(refused.data).toMatchObject({ needsConversion: true });

    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { token: "conv", token_type: "Bearer", expires_at: "x" } }));
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { ...agent } }));
    const response = (await loginAction(
      post({ email: "pembeli@demo.id", password: "rahasia123", intent: "convert" }),
    )) as Response;
    expect(sentRequest(1).url).toBe("http://api.test/api/agent/auth/login/convert");
    expect(response.headers.get("location")).toBe("/beranda");
  });

  it("passes the visitor's address on to the API's per-IP rate limits", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, { message: "x", errors: { email: ["Email atau kata sandi salah."] } }),
    );
    const request = new Request("http://127.0.0.1:3000/login", {
      method: "POST",
      body: new URLSearchParams({ email: "agen@demo.id", password: "salah" }),
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    await loginAction(request);
    expect(sentRequest(0).headers.get("x-forwarded-for")).toBe("203.0.113.7");
  });

  it("shows a server error as the 'Oops...' dialog", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { errors: "Terjadi kesalahan pada server." }));
    const result = (await loginAction(post({ email: "agen@demo.id", password: "x" }))) as DataResult;
    expect(result.data).toMatchObject({ dialog: { title: "Oops...", message: "Terjadi kesalahan pada server." } });
  });

  it("shows other refusals as a form error", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(429, { errors: "Terlalu banyak percobaan." }));
    const result = (await loginAction(post({ email: "agen@demo.id", password: "x" }))) as DataResult;
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({ fieldErrors: {}, formError: "Terlalu banyak percobaan." });
  });
});
