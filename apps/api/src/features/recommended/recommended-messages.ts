// The Recommended Listing's refusal texts; the 403 while the feature is off is assertRecommendedEnabled in
// kernels/settings/feature-flags.ts, since a listings operation (the boost picker) asks it too.
export const RECOMMENDED_MESSAGES = {
  notActive: "Hanya listing aktif yang dapat dijadikan Recommended Listing.",
  notInHorizon: "Pilih minggu yang tersedia (mulai Senin, minggu ini sampai 11 minggu ke depan).",
  duplicateWeek: "Setiap minggu hanya dapat dipilih sekali.",
  alreadyBoosted: "Listing ini sudah menjadi Recommended Listing pada minggu tersebut.",
  boostNotFound: "Recommended Listing tidak ditemukan.",
  notEligible: "Listing harus aktif, milik Anda, dengan area, tipe properti dan tipe listing yang sama.",
  boostEnded: "Recommended Listing yang sudah berakhir tidak dapat dipindahkan.",
} as const;
