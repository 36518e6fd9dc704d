import { NetworkError, ServerError, ValidationError } from "@griya/api-client/errors";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { describe, expect, it } from "vitest";
import { UploadTimeoutError } from "../../../lib/upload";
import { describeUploadFailure } from "./photo-upload";

describe("describeUploadFailure", () => {
  it("shows the server's 470 text on the file, without a retry", () => {
    const refusal = new ValidationError(470, {
      message: "Data yang Anda kirim tidak valid.",
      errors: { photo: ["Maksimal 15 foto per listing. Hapus foto lain terlebih dahulu."] },
    });
    expect(describeUploadFailure(refusal)).toEqual({
      message: "Maksimal 15 foto per listing. Hapus foto lain terlebih dahulu.",
      retryable: false,
    });
  });

  it("falls back to the other fields of a 470, then to its message", () => {
    const onKey = new ValidationError(470, {
      message: "x",
      errors: { form_key: ["Kunci formulir harus berupa UUID."] },
    });
    expect(describeUploadFailure(onKey)?.message).toBe("Kunci formulir harus berupa UUID.");
    expect(describeUploadFailure(new ValidationError(470, { message: "Data tidak valid." }))?.message).toBe(
      "Data tidak valid.",
    );
  });

  it("uses the catalogue texts for a timeout and for lost connections or server errors, with a retry", () => {
    expect(describeUploadFailure(new UploadTimeoutError())).toEqual({
      message: ERROR_MESSAGES.photoUploadTimeout,
      retryable: true,
    });
    expect(describeUploadFailure(new NetworkError(new Error("offline")))).toEqual({
      message: ERROR_MESSAGES.photoUploadFailed,
      retryable: true,
    });
    expect(describeUploadFailure(new ServerError(500, { errors: "Terjadi kesalahan." }))).toEqual({
      message: ERROR_MESSAGES.photoUploadFailed,
      retryable: true,
    });
  });

  it("says nothing about a cancelled upload", () => {
    expect(describeUploadFailure(new DOMException("Upload aborted", "AbortError"))).toBeNull();
  });
});
