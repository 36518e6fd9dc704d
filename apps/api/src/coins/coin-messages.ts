// Indonesian texts of coin refusals (transfer modal fields and dialogs).
export const COIN_MESSAGES = {
  transferDisabled: "Fitur transfer koin sedang tidak tersedia.",
  batchNotFound: "Saldo koin yang dipilih tidak ditemukan.",
  frozen: "Koin Anda dibekukan karena membership tidak aktif. Aktifkan membership untuk mentransfer koin.",
  recipientUnknown: "Email ini belum terdaftar sebagai agen aktif.",
  recipientSelf: "Koin tidak dapat ditransfer ke akun Anda sendiri.",
  batchExpired: "Koin yang dipilih sudah kedaluwarsa dan tidak dapat ditransfer.",
  // The same texts as the schema check gives (validation-messages), whichever side refuses.
  amountTooLow: (min: number) => `Jumlah minimal ${min}.`,
  amountOverRemaining: (remaining: number) => `Jumlah koin melebihi sisa koin yang tersedia (${remaining} koin).`,
  notesTooLong: (max: number) => `Catatan maksimal ${max} karakter.`,
} as const;
