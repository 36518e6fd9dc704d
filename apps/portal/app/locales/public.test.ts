import {
  PAGE_NOT_FOUND_MESSAGE,
  PAGE_NOT_FOUND_TITLE,
  SERVER_ERROR_PAGE_MESSAGE,
  SERVER_ERROR_PAGE_TITLE,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_TITLE,
} from "@griya/domain/error-codes";
import { describe, expect, it } from "vitest";
import { publicText } from "./public";

describe("public texts", () => {
  it("say the same as @griya/domain's error texts", () => {
    const { errors } = publicText;
    expect(errors.notFoundTitle).toBe(PAGE_NOT_FOUND_TITLE);
    expect(errors.notFoundMessage).toBe(PAGE_NOT_FOUND_MESSAGE);
    expect(errors.serverTitle).toBe(SERVER_ERROR_PAGE_TITLE);
    expect(`${errors.serverMessage} bantuan@griya.id`).toBe(SERVER_ERROR_PAGE_MESSAGE("bantuan@griya.id"));
    expect(errors.sessionExpiredTitle).toBe(SESSION_EXPIRED_TITLE);
    expect(errors.sessionExpiredMessage).toBe(SESSION_EXPIRED_MESSAGE);
  });
});
