import { describe, expect, it } from "vitest";
import { isDocumentRequest } from "./request-kind";

const request = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/profile", { headers });

describe("isDocumentRequest", () => {
  it("tells page loads from React Router's data requests by Fetch Metadata", () => {
    expect(isDocumentRequest(request({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(isDocumentRequest(request({ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }))).toBe(false);
    expect(isDocumentRequest(request({ "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(isDocumentRequest(request({ "sec-fetch-mode": "same-origin" }))).toBe(false);
  });

  it("treats a client without Fetch Metadata as a page load", () => {
    expect(isDocumentRequest(request({}))).toBe(true);
  });
});
