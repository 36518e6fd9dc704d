import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { sessionContext } from "../lib/context";
import type { CurrentUser } from "../lib/current-user";
import { mobileContext } from "../lib/mobile-context";
import { sessionMiddleware } from "./session.server";
import { apiAnswer, stubApiFetch } from "../../test/api-fetch-stub";

const agent: CurrentUser = {
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
  membership: {
    type: "SILVER",
    display_name: "Starter",
    started_at: "2026-01-01T00:00:00Z",
    expires_at: "2027-01-01T00:00:00Z",
    is_active: true,
  },
};

async function run(path: string, cookie?: string, extraHeaders: Record<string, string> = {}) {
  const url = new URL(`http://127.0.0.1:3000${path}`);
  const request = new Request(url, { headers: { ...(cookie ? { cookie } : {}), ...extraHeaders } });
  const context = new RouterContextProvider();
  const next = vi.fn(async () => new Response("page"));
  try {
    const response = await sessionMiddleware({ request, url, context, params: {}, pattern: url.pathname }, next);
    return { response: response as Response, thrown: undefined, context, next };
  } catch (thrown) {
    return { response: undefined, thrown, context, next };
  }
}

describe("sessionMiddleware", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("sends a visitor from a portal page to /login, remembering the page", async () => {
    const { thrown, next } = await run("/listing?page=2");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirect=%2Flisting%3Fpage%3D2");
  });

  it("lets a visitor see /login and public pages", async () => {
    for (const path of ["/login", "/cari", "/tidak-ada"]) {
      const { response, context } = await run(path);
      expect(await response?.text()).toBe("page");
      expect(context.get(sessionContext)).toEqual({ token: null, user: null });
    }
  });

  it("loads the agent with the cookie's token and lets them in", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: agent }));
    const { response, context } = await run("/profile", "griya_token=tok");
    expect(response?.status).toBe(200);
    expect(context.get(sessionContext)).toEqual({ token: "tok", user: agent });
    const sent = sentRequest(0);
    expect(sent.url).toBe("http://api.test/api/user-agent");
    expect(sent.headers.get("authorization")).toBe("Bearer tok");
  });

  it("sends a logged-in agent away from /login", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: agent }));
    const { thrown } = await run("/login", "griya_token=tok");
    expect((thrown as Response).headers.get("location")).toBe("/beranda");
  });

  it("tells the page a guard sends an agent to why (the reason and the page asked for)", async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { data: { ...agent, membership: null } }));
    const { thrown } = await run("/listing/add", "griya_token=tok");
    expect((thrown as Response).headers.get("location")).toBe(
      "/product?alasan=membership_required&dari=%2Flisting%2Fadd",
    );

    fetchMock.mockResolvedValue(
      apiAnswer(200, { data: { ...agent, membership: { ...agent.membership!, type: "TRIAL" } } }),
    );
    const trial = await run("/coin", "griya_token=tok");
    expect((trial.thrown as Response).headers.get("location")).toBe("/upgrade?alasan=trial&dari=%2Fcoin");
  });

  it("clears a token the API no longer accepts and treats the request as a visitor's", async () => {
    fetchMock.mockImplementation(async () => apiAnswer(401, { errors: "Sesi Anda telah berakhir." }));
    const guarded = await run("/beranda", "griya_token=old");
    expect((guarded.thrown as Response).headers.get("location")).toBe("/login?redirect=%2Fberanda");
    expect((guarded.thrown as Response).headers.get("set-cookie")).toMatch(/^griya_token=; Path=\/; Max-Age=0/);

    const open = await run("/cari", "griya_token=old");
    expect(open.response?.headers.get("set-cookie")).toMatch(/^griya_token=; Path=\/; Max-Age=0/);
    expect(open.context.get(sessionContext)).toEqual({ token: null, user: null });
  });

  it("answers 'Session Expired' (401) when a page already on screen asks for data with a refused token", async () => {
    fetchMock.mockImplementation(async () => apiAnswer(401, { errors: "Sesi Anda telah berakhir." }));
    const { thrown, next } = await run("/profile", "griya_token=old", {
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "cors",
    });
    expect(next).not.toHaveBeenCalled();
    expect(thrown).toMatchObject({ init: { status: 401 }, data: { sessionExpired: true } });
  });

  it("sends a project-partner admin to their own dashboard with a full page load", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, { data: { ...agent, admin_project_partner_url: "https://mitra.example/dasbor" } }),
    );
    const { thrown } = await run("/beranda", "griya_token=tok");
    expect((thrown as Response).headers.get("location")).toBe("https://mitra.example/dasbor");
    expect((thrown as Response).headers.get("x-remix-reload-document")).toBe("true");
  });

  it("remembers ?mobile=true in a cookie", async () => {
    const { response, context } = await run("/cari?mobile=true");
    expect(context.get(mobileContext)).toBe(true);
    expect(response?.headers.get("set-cookie")).toBe("mobile=1; Path=/; SameSite=Lax");
  });

  it("answers 503 (server-problem page) when the API cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    const { thrown } = await run("/", "griya_token=tok");
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { supportEmail: "bantuan@griya.id" } });
  });
});
