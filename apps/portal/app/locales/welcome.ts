// Texts of the new agent's welcome on the home. Loaded with it, not with every page (ADR 0031).
import { addTexts } from "../lib/i18n";

export const welcomeTexts = {
  welcome: {
    title: "Selamat datang di Griya, {{name}}!",
    intro: "Nomor HP Anda sudah terverifikasi. Tiga langkah untuk mulai memasarkan properti:",
    trial: "Trial aktif: {{slots}} slot listing, {{coins}} koin, berlaku {{days}} hari",
    trialAction: "Lihat membership",
    listing: "Tambah listing pertama Anda",
    listingAction: "Tambah listing",
    profile: "Lengkapi profil dengan foto profil",
    profileAction: "Buka profil",
    done: "Selesai",
    todo: "Belum",
    close: "Tutup sambutan",
    checklist: "Langkah awal",
  },
} as const;

addTexts(welcomeTexts);
