// Texts of the agent's leads: the inbox (/leads) and a lead's page (/leads/<uuid>); the header's unread badge is
// part of the frame (id.ts).
import { addTexts } from "../lib/i18n";

export const leads = {
  intro: "Pertanyaan calon pembeli dan penyewa tentang listing dan profil Anda. Balas secepatnya.",
  tabsLabel: "Filter lead",
  tabs: { all: "Semua", unread: "Belum dibaca", archived: "Diarsipkan" },
  listLabel: "Daftar lead",
  empty: {
    all: {
      title: "Belum ada lead",
      description:
        "Lead masuk saat calon pembeli mengirim pertanyaan dari halaman listing atau halaman profil Anda di Griya. Anda juga menerima email untuk setiap lead baru. Pastikan listing Anda aktif agar tampil di pencarian.",
    },
    unread: {
      title: "Semua lead sudah dibaca",
      description: "Tidak ada lead yang menunggu. Lead baru akan muncul di sini.",
    },
    archived: {
      title: "Belum ada lead yang diarsipkan",
      description:
        "Arsipkan lead yang sudah selesai agar kotak masuk tetap rapi. Lead yang diarsipkan dapat dikembalikan.",
    },
  },
  // Response time and waiting count on top of the inbox.
  stats: {
    title: "Kecepatan respons Anda",
    median: "Median waktu respons pertama",
    medianNone: "Belum ada",
    medianWindow: "{{days}} hari terakhir, dari {{count}} lead yang dijawab.",
    medianWindowNone: "Belum ada lead yang dijawab dalam {{days}} hari terakhir.",
    waiting: "Menunggu jawaban",
    waitingCount: "{{count}} lead",
    // The panel's one line, opened for the details above.
    summaryWaiting: "{{count}} lead menunggu",
    summaryMedian: "respons {{median}}",
    summaryMedianNone: "respons belum ada",
    why: "Calon pembeli biasanya menghubungi beberapa agen sekaligus. Agen yang membalas dalam hitungan menit jauh lebih mungkin diajak survei dan menutup transaksi. Waktu respons dihitung sejak lead masuk sampai Anda membukanya atau membalasnya.",
  },
  unread: "Belum dibaca",
  archived: "Diarsipkan",
  waiting: "Menunggu {{duration}}",
  arrived: "Masuk",
  phone: "Telepon",
  email: "Email",
  messageCount: "{{count}} pesan",
  listingNumber: "No. listing",
  listingPhotoAlt: "Foto {{title}}",
  listingNoPhoto: "Tanpa foto",
  listingLink: "Lihat listing",
  listingLinkNamed: "Lihat listing: {{title}}",
  listingUnavailable: "Listing tidak tersedia untuk umum saat ini",
  fromProfile: "Dikirim dari halaman profil Anda",
  actionsLabel: "Tindakan untuk lead dari {{name}}",
  repliesLabel: "Balas {{name}}",
  reply: {
    whatsapp: "WhatsApp",
    phone: "Telepon",
    email: "Email",
    whatsappNamed: "WhatsApp {{name}}",
    phoneNamed: "Telepon {{name}}",
    emailNamed: "Email {{name}}",
    newTab: "(membuka tab baru)",
  },
  actions: {
    read: "Tandai dibaca",
    unread: "Tandai belum dibaca",
    archive: "Arsipkan",
    unarchive: "Kembalikan dari arsip",
    delete: "Hapus",
  },
  done: {
    read: "Lead dari {{name}} ditandai sudah dibaca.",
    unread: "Lead dari {{name}} ditandai belum dibaca.",
    archive: "Lead dari {{name}} diarsipkan.",
    unarchive: "Lead dari {{name}} dikembalikan ke kotak masuk.",
    delete: "Lead dari {{name}} dihapus.",
  },
  failed: {
    read: "Lead dari {{name}} gagal ditandai dibaca. Silakan coba lagi.",
    unread: "Lead dari {{name}} gagal ditandai belum dibaca. Silakan coba lagi.",
    archive: "Lead dari {{name}} gagal diarsipkan. Silakan coba lagi.",
    unarchive: "Lead dari {{name}} gagal dikembalikan dari arsip. Silakan coba lagi.",
    delete: "Lead dari {{name}} gagal dihapus. Silakan coba lagi.",
  },
  deleteTitle: "Hapus lead?",
  deleteMessage: "Lead dari {{name}} beserta semua pesannya akan dihapus permanen dan tidak dapat dikembalikan.",
  deleteConfirm: "Ya, hapus",
  deleteKeep: "Batal",
  backToInbox: "Kembali ke Kotak Masuk",
} as const;

addTexts({ leads });
