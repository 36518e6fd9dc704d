import { afterEach, expect } from "vitest";
import { current } from "./test-app.js";

// Fails the test during which any app sent a response that does not match the spec.
afterEach(() => {
  const found = current.flatMap((list) => list.splice(0));
  expect(found, "responses that do not match openapi/").toEqual([]);
});
