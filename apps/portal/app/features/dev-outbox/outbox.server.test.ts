import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { loadDevOutbox } from "./outbox.server";
import { devOutboxKeys } from "./queries";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";

/** A page request as server.mjs hands it on: X-Forwarded-For is the client address it determined. */
const visitor = (address: string) =>
  new Request("http://127.0.0.1:3000/dev/outbox", { headers: { "x-forwarded-for": address } });

describe("loadDevOutbox", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("lists the messages to one recipient", async () => {
    const message = {
      id: 1,
      to: "a@b.id",
      channel: "email",
      subject: "Aktivasi",
      text: "x",
      links: [],
      otp: null,
      created_at: "2026-01-01T00:00:00Z",
    };
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: [message] }));
    const queryClient = createQueryClient();
    await loadDevOutbox(queryClient, "a@b.id", visitor("127.0.0.1"));
    expect(sentRequest(0).url).toBe("http://api.test/api/dev/outbox?to=a%40b.id");
    expect(queryClient.getQueryData(devOutboxKeys.list("a@b.id"))).toEqual([message]);
  });

  it("is a 404 page when the API has no outbox (NODE_ENV=production)", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Data tidak ditemukan." }));
    const thrown = await loadDevOutbox(createQueryClient(), "", visitor("127.0.0.1")).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("asks on the visitor's behalf, so the page is no way around the API's own-machine rule", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Alamat yang Anda minta tidak ditemukan." }));
    const thrown = await loadDevOutbox(createQueryClient(), "", visitor("203.0.113.7")).catch(
      (error: unknown) => error,
    );
    expect(sentRequest(0).headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
