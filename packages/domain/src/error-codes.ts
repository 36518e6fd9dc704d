// Business refusal codes 1001–1011 and the other error texts (docs/product/error-codes.md), in Indonesian. The server
// sends the code with HTTP 422; the portal turns it into a dialog. The table `satisfies Record<ErrorCode, …>`, so a new
// code cannot be added without its texts.
import { CHUNK_LOAD_TIMEOUT_MS, DEFAULT_TIME_ZONE, MAX_PHOTOS } from "./constants";
import { formatDate } from "./format";
import { email as invalidEmailMessage } from "./validation-messages";

export const ERROR_CODES = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorCodeFields = {
  coins_remaining?: number;
  required_coins?: number;
  listing_slot?: number;
};

export type RefusedAction = "activate" | "repost" | "featured_agent" | "recommended";
export type RefusalReason = "insufficient_coins" | "membership_inactive" | "slot_full";

type ErrorCodeEntry = {
  title: string;
  message: (fields: ErrorCodeFields) => string;
  action: RefusedAction;
  reason: RefusalReason;
};

const TITLES = {
  insufficient_coins: "Koin tidak mencukupi",
  membership_inactive: "Membership tidak aktif",
  slot_full: "Listing slot penuh",
} as const satisfies Record<RefusalReason, string>;

const isCount = (n: number | undefined): n is number => typeof n === "number" && Number.isFinite(n);

// Fields are optional on the wire; a message without its numbers still reads as a sentence.
function coinsMessage(purpose: string) {
  return ({ coins_remaining, required_coins }: ErrorCodeFields): string =>
    isCount(coins_remaining) && isCount(required_coins)
      ? `Koin Anda tersisa ${coins_remaining}, sedangkan ${purpose} membutuhkan ${required_coins} koin.`
      : `Koin Anda tidak mencukupi untuk ${purpose}.`;
}

function slotMessage(consequence: string) {
  return ({ listing_slot }: ErrorCodeFields): string =>
    isCount(listing_slot)
      ? `Slot listing aktif Anda (${listing_slot} listing) sudah penuh.${consequence}`
      : `Slot listing aktif Anda sudah penuh.${consequence}`;
}

export const ERROR_CODE_TABLE = {
  1001: {
    title: TITLES.insufficient_coins,
    message: coinsMessage("aktivasi listing"),
    action: "activate",
    reason: "insufficient_coins",
  },
  1002: {
    title: TITLES.membership_inactive,
    message: () => "Aktifkan membership Anda untuk mengaktifkan listing.",
    action: "activate",
    reason: "membership_inactive",
  },
  1003: {
    title: TITLES.slot_full,
    message: slotMessage(""),
    action: "activate",
    reason: "slot_full",
  },
  1004: {
    title: TITLES.insufficient_coins,
    message: coinsMessage("repost listing"),
    action: "repost",
    reason: "insufficient_coins",
  },
  1005: {
    title: TITLES.membership_inactive,
    message: () => "Aktifkan membership Anda untuk melakukan repost listing.",
    action: "repost",
    reason: "membership_inactive",
  },
  1006: {
    title: TITLES.slot_full,
    message: slotMessage(" Listing tidak dapat di-repost."),
    action: "repost",
    reason: "slot_full",
  },
  1007: {
    title: TITLES.insufficient_coins,
    message: coinsMessage("pembelian slot Featured Agent"),
    action: "featured_agent",
    reason: "insufficient_coins",
  },
  1008: {
    title: TITLES.membership_inactive,
    message: () => "Aktifkan membership Anda untuk membeli slot Featured Agent.",
    action: "featured_agent",
    reason: "membership_inactive",
  },
  1009: {
    title: TITLES.insufficient_coins,
    message: coinsMessage("Recommended Listing"),
    action: "recommended",
    reason: "insufficient_coins",
  },
  1010: {
    title: TITLES.membership_inactive,
    message: () => "Aktifkan membership Anda untuk menggunakan Recommended Listing.",
    action: "recommended",
    reason: "membership_inactive",
  },
  1011: {
    title: TITLES.slot_full,
    // The slot here is the week's Recommended places for an area and type, not the agent's listing quota.
    message: ({ listing_slot }) =>
      isCount(listing_slot)
        ? `Slot Recommended Listing minggu itu untuk area dan tipe listing ini sudah penuh (${listing_slot} listing per minggu). Pilih minggu lain.`
        : "Slot Recommended Listing minggu itu untuk area dan tipe listing ini sudah penuh. Pilih minggu lain.",
    action: "recommended",
    reason: "slot_full",
  },
} as const satisfies Record<ErrorCode, ErrorCodeEntry>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "number" && (ERROR_CODES as readonly number[]).includes(value);
}

export function describeErrorCode(code: ErrorCode, fields: ErrorCodeFields = {}): { title: string; message: string } {
  const entry: ErrorCodeEntry = ERROR_CODE_TABLE[code];
  return { title: entry.title, message: entry.message(fields) };
}

/** The code the server sends when `action` is refused for `reason`; undefined when that pair has none. */
export function errorCodeFor(action: RefusedAction, reason: RefusalReason): ErrorCode | undefined {
  return ERROR_CODES.find((code) => {
    const entry: ErrorCodeEntry = ERROR_CODE_TABLE[code];
    return entry.action === action && entry.reason === reason;
  });
}

// Global handling (docs/product/error-codes.md#what-the-portal-shows). The session's end is said in Indonesian
// rather than the specification's English, and the unsaved form is kept across the new login (ADR 0009, 0028).
export const OOPS_TITLE = "Oops...";
export const SESSION_EXPIRED_TITLE = "Sesi berakhir";
export const SESSION_EXPIRED_MESSAGE = "Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.";
export const SESSION_EXPIRED_CONFIRM = "Masuk lagi";
export const PROMO_ERROR_TITLE = "Kode Promo Tidak Dapat Digunakan";

/** The 462 dialog body: the errors text, then each requirement on its own "- " line. */
export function formatPromoError(errors: string, requirements: readonly string[] = []): string {
  return [errors, ...requirements.map((requirement) => `- ${requirement}`)].join("\n");
}

// Page-level errors
export const PAGE_NOT_FOUND_TITLE = "Halaman Tidak Ditemukan";
export const PAGE_NOT_FOUND_MESSAGE = "Halaman yang Anda cari tidak ada atau sudah dipindahkan.";
export const SERVER_ERROR_PAGE_TITLE = "Terjadi Kesalahan";
export const SERVER_ERROR_PAGE_MESSAGE = (email: string): string =>
  `Maaf, ini kesalahan kami, bukan Anda. Server kami sedang mengalami gangguan. Silakan coba lagi nanti atau hubungi ${email}`;

/** Texts for the `errors` field of the server's generic error responses. */
export const API_ERROR_MESSAGES = {
  unauthenticated: "Sesi Anda telah berakhir. Silakan login kembali.",
  forbidden: "Anda tidak memiliki akses ke data ini.",
  notFound: "Data tidak ditemukan.",
  validation: "Data yang Anda kirim tidak valid.",
  server: "Terjadi kesalahan pada server. Silakan coba lagi nanti.",
  notImplemented: "Fitur ini belum tersedia.",
  tooManyRequests: "Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.",
} as const;

const RELOAD = "lalu muat ulang halaman.";
const ENSURE_COINS = `Pastikan koin Anda mencukupi, ${RELOAD}`;

/** The catalogue of other messages (docs/product/error-codes.md#what-the-portal-shows). */
export const ERROR_MESSAGES = {
  registrationFailed: "Pendaftaran gagal. Periksa kembali semua data Anda, lalu coba lagi nanti.",
  chunkLoadFailed: `Halaman gagal dimuat dalam ${CHUNK_LOAD_TIMEOUT_MS / 1000} detik. Periksa koneksi internet Anda, ${RELOAD}`,
  photoUploadTimeout: "Waktu unggah foto habis. Periksa koneksi internet Anda, lalu coba lagi.",
  photoUploadFailed: "Foto gagal diunggah. Periksa koneksi internet Anda, lalu coba lagi.",
  activateFailed: `Listing gagal diaktifkan. ${ENSURE_COINS}`,
  repostFailed: `Listing gagal di-repost. ${ENSURE_COINS}`,
  bulkRepostFailed: `Repost massal gagal. ${ENSURE_COINS}`,
  scheduleRepostFailed: `Jadwal repost gagal disimpan. ${ENSURE_COINS}`,
  recommendedFailed: `Recommended Listing gagal dibeli. ${ENSURE_COINS}`,
  changeRecommendedFailed: `Listing Recommended gagal diganti. ${ENSURE_COINS}`,
  deleteFailed: `Listing gagal dihapus. Silakan muat ulang halaman.`,
  bookingFailed: "Permintaan booking gagal dikirim. Silakan coba lagi.",
  paymentAlreadyExists: "Pengajuan gagal karena pembayaran untuk booking ini sudah ada. Lihat di Booking Saya.",
  myBookingsLinkLabel: "Booking Saya",
  maxPhotosExceeded: `Jumlah foto melebihi batas maksimal ${MAX_PHOTOS} foto.`,
  emailNotRegistered: "Email belum terdaftar.",
  emailAlreadyRegistered: "Email sudah terdaftar.",
  emailInvalid: invalidEmailMessage(),
  oldPasswordWrong: "Kata sandi lama salah.",
  /** The account's current password, asked before a sensitive change (the phone number). */
  passwordWrong: "Kata sandi salah.",
  invalidCredentials: "Email atau kata sandi salah.",
  membershipExpiryWarning:
    "Membership Anda tidak aktif. Listing Anda tidak tampil di hasil pencarian sampai membership diaktifkan kembali.",
  referralCodeRequiresPaidMembership: "Silakan beli membership berbayar untuk melihat kode referral Anda.",
  // Accounts (issue 3): one-time links, activation, referral, OTP
  activationLinkExpired:
    "Tautan aktivasi sudah kedaluwarsa (berlaku 24 jam). Kirim ulang email aktivasi untuk mendapatkan tautan baru.",
  activationLinkUsed: "Tautan aktivasi ini sudah pernah digunakan. Jika akun Anda sudah aktif, silakan login.",
  activationLinkInvalid:
    "Tautan aktivasi tidak valid. Periksa kembali tautan di email Anda atau kirim ulang email aktivasi.",
  accountNotActivated: "Akun Anda belum aktif. Klik tautan aktivasi di email Anda atau kirim ulang email aktivasi.",
  resetLinkInvalid:
    "Tautan atur ulang kata sandi tidak valid, sudah digunakan, atau sudah kedaluwarsa. Silakan minta tautan baru.",
  referralCodeInvalid: "Kode referral tidak valid atau sudah tidak aktif.",
  otpInvalid: "Kode OTP salah.",
  otpExpired: "Kode OTP sudah kedaluwarsa. Silakan minta kode baru.",
  otpAttemptsExceeded: "Kode OTP salah terlalu banyak kali. Silakan minta kode baru.",
  phoneAlreadyUsed: "Nomor HP sudah digunakan oleh akun lain.",
} as const;

/** The refusal of an OTP resend within 60 s of the last send ("Tunggu 42 detik …"). */
export function otpResendTooSoon(seconds: number): string {
  return `Tunggu ${Math.max(1, Math.ceil(seconds))} detik sebelum mengirim ulang kode OTP.`;
}

/** "Nomor HP belum dapat diubah sebelum 21 November 2026." (`allow_edit_phone_number_after`). */
export function cannotChangePhoneBefore(date: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `Nomor HP belum dapat diubah sebelum ${formatDate(date, timeZone)}.`;
}
