import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { loadDevOutbox } from "./outbox.server";
import { devOutboxKeys } from "./queries";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A page request as server.mjs hands it on: X-Forwarded-For is the client address it determined. */
const visitor = (address: string) =>
  new Request("http://127.0.0.1:3000/dev/outbox", { headers: { "x-forwarded-for": address } });

describe("loadDevOutbox", () => {
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

  it("lists the messages to one recipient", async () => {
    const message = { id: 1, to: "a@b.id", channel: "email", subject: "Aktivasi", text: "x", links: [], otp: null, created_at: "2026-01-01T00:00:00Z" };
    fetchMock.mockResolvedValueOnce(json(200, { data: [message] }));
    const queryClient = createQueryClient();
    await loadDevOutbox(queryClient, "a@b.id", visitor("127.0.0.1"));
    expect((fetchMock.mock.calls[0]![0] as Request).url).toBe("http://api.test/api/dev/outbox?to=a%40b.id");
    expect(queryClient.getQueryData(devOutboxKeys.list("a@b.id"))).toEqual([message]);
  });

  it("is a 404 page when the API has no outbox (NODE_ENV=production)", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { errors: "Data tidak ditemukan." }));
    const thrown = await loadDevOutbox(createQueryClient(), "", visitor("127.0.0.1")).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("asks on the visitor's behalf, so the page is no way around the API's own-machine rule", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { errors: "Alamat yang Anda minta tidak ditemukan." }));
    const thrown = await loadDevOutbox(createQueryClient(), "", visitor("203.0.113.7")).catch((error: unknown) => error);
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
