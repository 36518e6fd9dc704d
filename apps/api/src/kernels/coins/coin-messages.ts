// Indonesian texts of coin refusals that only the server can give (the field rules' texts are the domain's).
export const COIN_MESSAGES = {
  transferDisabled: "Fitur transfer koin sedang tidak tersedia.",
  batchNotFound: "Saldo koin yang dipilih tidak ditemukan.",
  frozen: "Koin Anda dibekukan karena membership tidak aktif. Aktifkan membership untuk mentransfer koin.",
  recipientUnknown: "Email ini belum terdaftar sebagai agen aktif.",
  recipientSelf: "Koin tidak dapat ditransfer ke akun Anda sendiri.",
  batchExpired: "Koin yang dipilih sudah kedaluwarsa dan tidak dapat ditransfer.",
} as const;
