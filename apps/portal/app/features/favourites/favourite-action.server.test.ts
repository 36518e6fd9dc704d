import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { favouriteAction } from "./favourite-action.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";
import { OFF_SITE_REDIRECTS } from "../../../test/off-site-redirects";

const UUID = "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1:3000/favorit", { method: "POST", body: new URLSearchParams(fields), headers });
}
const withScript = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

describe("favouriteAction", () => {
  const { fetchMock, sentRequest } = stubApiFetch();
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("PUTs a favourite with the agent's token and answers the new state to the page's script", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { listing_uuid: UUID, is_favourite: true } }));
    const result = await favouriteAction(
      post({ intent: "favourite", uuid: UUID, favourite: "1", redirect: "/cari" }, withScript),
      "tok",
    );
    expect(result).toEqual({ isFavourite: true });
    const sent = sentRequest(0);
    expect(sent.method).toBe("PUT");
    expect(sent.url).toBe(`http://api.test/api/favourites/${UUID}`);
    expect(sent.headers.get("authorization")).toBe("Bearer tok");
  });

  it("DELETEs when the heart is pressed again", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { data: { listing_uuid: UUID, is_favourite: false } }));
    const result = await favouriteAction(post({ uuid: UUID, favourite: "0" }, withScript), "tok");
    expect(result).toEqual({ isFavourite: false });
    expect(sentRequest(0).method).toBe("DELETE");
  });

  it("keeps the old state with a reason when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(404, { errors: "Tidak ditemukan." }));
    const result = await favouriteAction(post({ uuid: UUID, favourite: "1" }, withScript), "tok");
    expect(result).toEqual({ isFavourite: false, error: "Gagal menyimpan ke favorit. Silakan coba lagi." });
  });

  it("sends a plain form post back to the page it came from, never to another site", async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { data: { listing_uuid: UUID, is_favourite: true } }));
    const back = await favouriteAction(
      post({ uuid: UUID, favourite: "1", redirect: "/cari?tipe=dijual" }),
      "tok",
    ).catch((e) => e);
    expect((back as Response).headers.get("location")).toBe("/cari?tipe=dijual");
    for (const target of OFF_SITE_REDIRECTS) {
      const away = await favouriteAction(post({ uuid: UUID, favourite: "1", redirect: target }), "tok").catch((e) => e);
      expect((away as Response).headers.get("location"), target).toBe("/favorit");
    }
  });

  it("shows 'Session Expired' when the API no longer accepts the token", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(401, { errors: "Sesi berakhir." }));
    const thrown = await favouriteAction(post({ uuid: UUID, favourite: "1" }, withScript), "old").catch((e) => e);
    expect(thrown).toMatchObject({ init: { status: 401 }, data: { sessionExpired: true } });
  });
});
