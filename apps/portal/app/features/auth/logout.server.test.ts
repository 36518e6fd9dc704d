import { describe, expect, it } from "vitest";
import { logoutAction } from "./logout.server";
import { apiAnswer, stubApiFetch } from "../../../test/api-fetch-stub";
import { OFF_SITE_REDIRECTS } from "../../../test/off-site-redirects";

function post(fields: Record<string, string>) {
  return new Request("http://127.0.0.1:3000/logout", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: "griya_token=tok" },
  });
}

describe("logoutAction", () => {
  stubApiFetch(() => apiAnswer(200, { data: { success: true } }));

  it("hands the page whose session ended to the login page", async () => {
    const response = await logoutAction(post({ redirect: "/listing?page=2" }), "/login");
    expect(response.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent("/listing?page=2")}`);
  });

  it.each(OFF_SITE_REDIRECTS)("hands no off-site %j to the login page", async (target) => {
    const response = await logoutAction(post({ redirect: target }), "/login");
    expect(response.headers.get("location")).toBe("/login");
  });
});
