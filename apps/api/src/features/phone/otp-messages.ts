// Indonesian texts of the phone verification flow.
import { OTP_MAX_ATTEMPTS } from "../../kernels/auth/security-settings.js";

export const OTP_MESSAGES = {
  wrong: (remaining: number) => `Kode OTP salah. Sisa percobaan: ${remaining}.`,
  dead: `Kode OTP sudah salah dimasukkan ${OTP_MAX_ATTEMPTS} kali dan tidak berlaku lagi. Minta kode baru.`,
  expired: "Kode OTP sudah kedaluwarsa. Minta kode baru.",
  none: "Belum ada kode OTP yang aktif untuk nomor ini. Minta kode baru.",
  cooldown: (seconds: number) => `Kode OTP baru dapat diminta dalam ${seconds} detik.`,
  phoneTaken: "Nomor HP sudah digunakan oleh akun lain.",
  phoneSame: "Nomor HP baru sama dengan nomor HP Anda saat ini.",
  phoneAlreadyVerified: "Nomor HP Anda sudah terverifikasi.",
  phoneMissing: "Isi nomor HP Anda terlebih dahulu.",
} as const;
