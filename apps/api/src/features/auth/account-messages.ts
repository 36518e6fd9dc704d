// Indonesian texts of the account flows that the shared catalogues (@griya/domain validation-messages and
// ERROR_MESSAGES) do not have.

export const ACCOUNT_MESSAGES = {
  notActivated:
    "Akun Anda belum aktif. Buka tautan aktivasi yang kami kirim ke email Anda, atau kirim ulang email aktivasi.",
  notAgent: "Akun ini belum terdaftar sebagai akun agen. Jadikan akun ini akun agen untuk melanjutkan.",
  registered:
    "Pendaftaran berhasil. Kami telah mengirim tautan aktivasi ke email Anda. Aktifkan akun Anda sebelum masuk.",
  activated: "Akun Anda sudah aktif. Silakan masuk.",
  activationUnknown: "Tautan aktivasi tidak ditemukan. Periksa kembali tautan di email Anda.",
  activationExpired: "Tautan aktivasi sudah kedaluwarsa. Kirim ulang email aktivasi.",
  activationUsed: "Akun Anda sudah aktif: tautan aktivasi ini sudah dipakai sebelumnya. Silakan masuk.",
  alreadyActive: "Akun dengan email ini sudah aktif. Silakan masuk.",
  resetUnknown: "Tautan atur ulang kata sandi tidak valid.",
  resetExpired: "Tautan atur ulang kata sandi sudah kedaluwarsa. Minta tautan baru.",
  resetUsed: "Tautan atur ulang kata sandi sudah digunakan. Minta tautan baru.",
  alreadyPassworded: "Akun Anda sudah memiliki kata sandi. Ubah kata sandi melalui menu Ubah Kata Sandi.",
  noPasswordYet: "Akun Anda belum memiliki kata sandi. Buat kata sandi terlebih dahulu.",
  referralInvalid: "Kode referral tidak ditemukan atau sudah tidak aktif.",
} as const;
