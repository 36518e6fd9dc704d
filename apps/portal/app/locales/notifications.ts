// Texts of the notifications page (/notifikasi).
import { addTexts } from "../lib/i18n";

export const notifications = {
  intro: "Kabar penting tentang akun dan listing Anda, misalnya repost terjadwal yang gagal.",
  listLabel: "Daftar notifikasi",
  unread: "Baru",
  markRead: "Tandai sudah dibaca",
  emptyTitle: "Belum ada notifikasi",
  emptyDescription: "Notifikasi akan muncul di sini, misalnya bila repost terjadwal gagal karena koin tidak cukup.",
} as const;

addTexts({ notifications });
