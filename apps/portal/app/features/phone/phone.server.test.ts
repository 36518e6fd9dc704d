import { describe, expect, it } from "vitest";
import { inputPhoneAction, otpAction } from "./phone.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://127.0.0.1:3000${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

const sent = {
  data: {
    phone_number: "081234567890",
    expires_at: "2026-01-01T00:05:00Z",
    resend_available_at: "2026-01-01T00:01:00Z",
  },
};

describe("phone actions", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("sends the OTP to the normalised number, remembers when a resend is allowed and goes to /otp", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, sent));
    const response = (await inputPhoneAction(
      post("/input-phone", { phone_number: "+62 812-3456-7890" }),
      "tok",
    )) as Response;
    const request = sentRequest(0);
    expect(request.url).toBe("http://api.test/api/user_verify/update_phone_send_otp");
    expect(request.headers.get("authorization")).toBe("Bearer tok");
    expect(await request.json()).toEqual({ phone_number: "081234567890" });
    expect(response.headers.get("location")).toBe("/otp");
    expect(response.headers.get("set-cookie")).toContain(
      `griya_otp=081234567890%7C${Date.parse("2026-01-01T00:01:00Z")}`,
    );
  });

  it("refuses a landline number in the form", async () => {
    const result = (await inputPhoneAction(
      post("/input-phone", { phone_number: "021 555 1234" }),
      "tok",
    )) as DataResult;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.data).toMatchObject({ fieldErrors: { phone_number: [expect.stringContaining("Nomor HP")] } });
  });

  it("verifies the code and hands over to the guards", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: {} }));
    const response = (await otpAction(post("/otp", { otp: " 123456 " }), "tok", "081234567890")) as Response;
    expect(await sentRequest(0).json()).toEqual({ otp: "123456" });
    expect(response.headers.get("location")).toBe("/beranda");
  });

  it("shows a wrong code on the field", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(470, { message: "x", errors: { otp: ["Kode OTP salah. Sisa percobaan: 4."] } }),
    );
    const result = (await otpAction(post("/otp", { otp: "000000" }), "tok", "081234567890")) as DataResult;
    expect(result.data).toMatchObject({ fieldErrors: { otp: ["Kode OTP salah. Sisa percobaan: 4."] } });
  });

  it("a resend too early says when to try again (429 retry_after)", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(429, { errors: "Tunggu 42 detik sebelum mengirim ulang kode OTP.", retry_after: 42 }),
    );
    const before = Date.now();
    const result = (await otpAction(post("/otp", { intent: "resend" }), "tok", "081234567890")) as DataResult;
    expect(await sentRequest(0).json()).toEqual({ phone_number: "081234567890" });
    expect(result.init?.status).toBe(429);
    const data = result.data as { formError: string; resendAvailableAt: number };
    expect(data.formError).toBe("Tunggu 42 detik sebelum mengirim ulang kode OTP.");
    expect(data.resendAvailableAt).toBeGreaterThanOrEqual(before + 42_000);
  });
});
