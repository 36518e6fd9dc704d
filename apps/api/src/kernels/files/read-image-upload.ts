import type { FastifyRequest } from "fastify";
import { nulCharacterErrors } from "../../platform/http/refuse-nul-characters.js";
import { invalidField, invalidFields } from "../../platform/openapi/refusal.js";
import { sniffImageType, type ImageType } from "./image-type.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

export type ImageUpload = {
  buffer: Buffer;
  type: Exclude<ImageType, "heic">;
  /** Text fields of the form (the first value of each). */
  fields: Record<string, string>;
};

type Options = { field: string; label: string; maxBytes: number };

function codeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/**
 * Reads a multipart form with exactly one image in `field` (kept in memory: at most maxBytes) and its text
 * fields. Every refusal — not multipart, missing, too large, more than one file, not JPEG/PNG/WebP, HEIC —
 * is a 470 on that field with an Indonesian message, returned for the handler to answer.
 */
export async function readImageUpload(request: FastifyRequest, { field, label, maxBytes }: Options) {
  const refuse = (message: string) => invalidField(field, message);
  if (!request.isMultipart()) return refuse(UPLOAD_MESSAGES.required(label));
  const fields: Record<string, string> = {};
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === "file") {
        if (part.fieldname !== field) {
          // Drain a file sent under another name, so the rest of the form can still be read.
          part.file.resume();
          continue;
        }
        buffer = await part.toBuffer();
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === "FST_REQ_FILE_TOO_LARGE") return refuse(UPLOAD_MESSAGES.tooLarge(maxBytes));
    if (code === "FST_FILES_LIMIT") return refuse(UPLOAD_MESSAGES.oneFile);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PROTO_VIOLATION") {
      return invalidField("body", "Formulir unggahan tidak valid.");
    }
    throw error;
  }
  // Text fields skip the app-wide NUL check (the form is read here, after it ran).
  const nul = nulCharacterErrors(fields, "");
  if (Object.keys(nul).length > 0) return invalidFields(nul);
  if (!buffer || buffer.length === 0) return refuse(UPLOAD_MESSAGES.required(label));
  const type = sniffImageType(buffer);
  if (type === "heic") return refuse(UPLOAD_MESSAGES.heic);
  if (!type) return refuse(UPLOAD_MESSAGES.wrongType);
  return { buffer, type, fields } satisfies ImageUpload;
}
