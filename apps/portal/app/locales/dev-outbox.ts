// Texts of the development outbox (/dev/outbox).
// Loaded with the modules that show them, not with every page (ADR 0031).
import { addTexts } from "../lib/i18n";

export const devOutboxTexts = {
  devOutbox: {
    intro: "Email dan SMS yang disimpan di outbox alih-alih dikirim (hanya di lingkungan pengembangan).",
    filterLabel: "Penerima",
    filterHint: "Alamat email atau nomor HP; kosongkan untuk melihat semua.",
    filter: "Tampilkan",
    refresh: "Muat ulang",
    listLabel: "Pesan di outbox",
    emptyTitle: "Outbox kosong",
    emptyDescription: "Belum ada pesan untuk penerima ini.",
    to: "Kepada",
    channel: "Saluran",
    email: "Email",
    sms: "SMS",
    sentAt: "Waktu",
    otp: "Kode OTP",
    links: "Tautan di pesan",
    showText: "Lihat isi pesan",
  },
} as const;

addTexts(devOutboxTexts);
