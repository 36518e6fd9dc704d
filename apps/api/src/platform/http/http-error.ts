/**
 * An error whose status and body are part of the API contract; the error handler sends it as is. Thrown by what
 * runs across operations (the session and guard checks, rate limits, request hooks, a lost lock conflict) and for
 * failures; a handler answers a rule's refusal by returning it instead (../openapi/refusal.ts, ADR 0059).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof body.errors === "string" ? body.errors : `HTTP ${statusCode}`);
  }
}

export const MESSAGES = {
  unauthorized: "Sesi Anda tidak valid atau sudah berakhir. Silakan masuk kembali.",
  forbidden: "Anda tidak memiliki akses ke data ini.",
  notFound: "Data yang Anda cari tidak ditemukan.",
  routeNotFound: "Alamat yang Anda minta tidak ditemukan.",
  notImplemented: "Fitur ini belum tersedia.",
  server: "Terjadi kesalahan pada server kami. Silakan coba lagi beberapa saat lagi.",
  validation: "Data yang Anda kirim belum benar. Periksa kembali isian yang ditandai.",
  invalidJson: "Format data yang dikirim tidak valid.",
  tooLarge: "Ukuran data yang dikirim terlalu besar.",
  unsupportedMediaType: "Jenis konten yang dikirim tidak didukung.",
  methodNotAllowed: "Metode permintaan ini tidak didukung di alamat tersebut.",
  uriTooLong: "Alamat yang Anda minta terlalu panjang.",
  headersTooLarge: "Alamat atau header permintaan terlalu besar.",
  badRequest: "Permintaan tidak dapat dibaca.",
  requestTimeout: "Permintaan terlalu lama dikirim. Silakan coba lagi.",
  busy: "Permintaan lain dari akun Anda sedang diproses. Tidak ada yang berubah; silakan coba lagi sebentar lagi.",
  serverBusy: "Server sedang sibuk. Coba lagi sebentar lagi.",
} as const;

export const unauthorized = () => new HttpError(401, { errors: MESSAGES.unauthorized });
export const notImplemented = () => new HttpError(501, { errors: MESSAGES.notImplemented });

/** 470: a per-field map of Indonesian messages, for the request's own checks (schema, JSON, headers). */
export function validationFailed(errors: Record<string, string[]>): HttpError {
  return new HttpError(470, { message: MESSAGES.validation, errors });
}
