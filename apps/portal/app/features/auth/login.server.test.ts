import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginAction } from "./login.server";

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function post(fields: Record<string, string>, url = "http://127.0.0.1:3000/login") {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

function apiAnswer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("loginAction", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.stubEnv("API_URL", "http://api.test");
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

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
    const response = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", remember: "true", redirect: "/listing?page=2" }),
    )) as Response;

    const sent = fetchMock.mock.calls[0]![0] as Request;
    expect(sent.url).toBe("http://api.test/api/agent/auth/login");
    expect(sent.method).toBe("POST");
    expect(sent.headers.get("content-language")).toBe("id");
    expect(sent.headers.get("x-timezone")).toBe("Asia/Jakarta");
    expect(await sent.json()).toEqual({ email: "agen@demo.id", password: "rahasia123", remember: true });
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
    const response = (await loginAction(
      post({ email: "agen@demo.id", password: "rahasia123", redirect: "//evil.example" }, "https://griya.id/login"),
    )) as Response;
    expect(response.headers.get("location")).toBe("/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).not.toContain("Max-Age");
    expect(cookie).toContain("Secure");
  });

  it("passes the API's 470 field errors to the form", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, { message: "Data tidak valid", errors: { email: ["Email atau kata sandi salah."] } }),
    );
    const result = (await loginAction(post({ email: "agen@demo.id", password: "salah" }))) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ fieldErrors: { email: ["Email atau kata sandi salah."] }, formError: null });
  });

  it("shows other refusals as a form error", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(429, { errors: "Terlalu banyak percobaan." }));
    const result = (await loginAction(post({ email: "agen@demo.id", password: "x" }))) as DataResult;
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({ fieldErrors: {}, formError: "Terlalu banyak percobaan." });
  });
});
