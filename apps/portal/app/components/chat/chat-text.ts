// Texts of the chat widget. A plain module, not i18next: the widget runs on the public pages too (ADR 0024).
export const chatText = {
  launcher: "Butuh bantuan?",
  title: "Butuh bantuan?",
  intro: "Cari jawabannya di Pusat Bantuan, atau hubungi tim kami.",
  searchLabel: "Cari di Pusat Bantuan",
  searchPlaceholder: "Contoh: cara repost listing",
  search: "Cari",
  whatsapp: "Chat WhatsApp",
  whatsappMessage: (page: string) => `Halo Griya, saya butuh bantuan (halaman ${page}).`,
  email: "Kirim e-mail",
  newTab: "(membuka tab baru)",
  close: "Tutup",
  closeHint: "Tombol bantuan disembunyikan selama 7 hari.",
  collapse: "Kecilkan panel bantuan",
} as const;
