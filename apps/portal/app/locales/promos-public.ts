// Texts of the promo pages (/promo, /promo/:uuid). A plain module, not i18next, like public.ts: the public pages
// keep their JavaScript light (ADR 0024).
export const promoText = {
  listTitle: "Promo",
  detailTitle: "Detail Promo",
  description:
    "Promo dan kode diskon Griya yang sedang berjalan untuk membership, koin, dan slot listing agen properti.",
  intro:
    "Kode promo untuk membership, koin, dan slot listing. Pilih promo, salin kodenya, atau langsung pakai di checkout.",
  emptyTitle: "Belum ada promo yang berjalan",
  emptyDescription: "Promo baru akan tampil di sini. Sementara itu, lihat paket membership dan koin.",
  emptyAction: "Lihat paket",
  conditionsTitle: "Syarat",
  noConditions: "Berlaku untuk semua pesanan.",
  until: "Berlaku sampai",
  endedOn: "Berakhir pada",
  ended: "Promo ini sudah berakhir",
  endedDescription: "Kode ini tidak dapat dipakai lagi. Lihat promo lain yang masih berjalan.",
  codeLabel: "Kode promo",
  copy: "Salin kode",
  copied: (code: string) => `Kode ${code} disalin.`,
  copyFailed: "Kode tidak dapat disalin. Pilih dan salin kodenya secara manual.",
  use: "Pakai kode ini",
  useNamed: (code: string) => `Pakai kode ${code} di checkout`,
  details: "Lihat detail",
  detailsNamed: (title: string) => `Lihat detail promo ${title}`,
  projectOffer: "Penawaran proyek",
  howTitle: "Cara memakai",
  how: [
    'Tekan "Pakai kode ini". Bila belum masuk, Anda diminta masuk dulu.',
    "Pilih produk yang memenuhi syarat promo di halaman paket.",
    'Di checkout, kode sudah terisi: tekan "Pakai" untuk melihat potongannya, lalu bayar.',
  ],
  allPromos: "Semua promo",
} as const;
