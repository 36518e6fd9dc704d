// Texts of the public sales pages (/agent-offerings, /proyek) and their forms. A plain module, not i18next, like
// public.ts: the public pages keep their JavaScript light (ADR 0024).
export const salesFormText = {
  fields: {
    name: "Nama lengkap",
    email: "E-mail",
    phone: "Nomor ponsel",
    phoneHint: "Contoh: 0812 3456 7890",
    agentType: "Tipe agen (opsional)",
    officeName: "Nama kantor (opsional)",
    city: "Kota/Kabupaten (opsional)",
    cityPlaceholder: "Pilih kota/kabupaten",
    message: "Pesan (opsional)",
    companyName: "Nama perusahaan",
    projectName: "Nama proyek",
    projectCity: "Lokasi proyek (opsional)",
    propertyType: "Tipe properti (opsional)",
    budgetMin: "Anggaran minimal (Rp, opsional)",
    budgetMax: "Anggaran maksimal (Rp, opsional)",
    budgetHint: "Contoh: 500.000.000",
    choose: "Pilih…",
    honeypot: "Situs web",
  },
  sending: "Mengirim…",
  retry: "Coba lagi",
  tooMany: "Terlalu banyak kiriman dari jaringan atau nomor ponsel Anda. Silakan coba lagi dalam satu jam.",
  notSent: "Formulir belum terkirim karena ada gangguan. Isian Anda tetap di sini: tekan Coba lagi.",
  offline:
    "Formulir belum terkirim: koneksi internet terputus. Isian Anda tetap di sini; periksa koneksi lalu tekan Coba lagi.",
  budgetNumber: (label: string) => `${label} harus berupa angka dalam rupiah, contoh 500.000.000.`,
  budgetTooLarge: (label: string) => `${label} paling banyak Rp 1.000.000.000.000.`,
  agentInterest: {
    title: "Gabung sebagai agen",
    intro: "Tinggalkan kontak Anda: tim kami menghubungi Anda untuk membantu pendaftaran dan memilih paket yang cocok.",
    submit: "Kirim",
    sent: "Terima kasih! Data Anda sudah kami terima. Tim Griya akan segera menghubungi Anda.",
  },
  projectRegistration: {
    title: "Daftarkan proyek Anda",
    intro: "Ceritakan proyek Anda: tim kami menghubungi Anda untuk membahas pemasarannya di Griya.",
    submit: "Daftarkan proyek",
    sent: "Terima kasih! Pendaftaran proyek Anda sudah kami terima. Tim Griya akan segera menghubungi Anda.",
  },
  findProject: {
    title: "Bantu saya menemukan proyek",
    intro:
      "Sebutkan yang Anda cari: tim kami mengirimkan pilihan proyek baru yang sesuai dengan kota dan anggaran Anda.",
    submit: "Kirim permintaan",
    sent: "Terima kasih! Permintaan Anda sudah kami terima. Tim Griya akan segera menghubungi Anda dengan pilihan proyek.",
  },
} as const;
