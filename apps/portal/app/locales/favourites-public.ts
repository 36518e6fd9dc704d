// Texts of the favourites page (/favorit), loaded with its route only: the shared public chunk that every
// marketplace page loads stays small (ADR 0024).
export const favouritesPublicText = {
  description:
    "Properti favorit yang Anda simpan di Griya, rumah, apartemen, dan tanah dijual atau disewa, dalam satu daftar.",
  intro: "Listing yang Anda simpan. Listing yang sudah tidak tayang tetap ada di sini sampai Anda menghapusnya.",
  emptyTitle: "Belum ada favorit",
  emptyAction: "Cari properti dan tekan ikon hati untuk menyimpannya.",
  unavailable: "Tidak tersedia",
} as const;
