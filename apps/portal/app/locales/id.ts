// Indonesian UI texts (locale `id`, the only locale). Texts owned by @griya/domain (error pages,
// validation, tier names) are pulled in from there so the portal and the API say the same thing.
// This file holds what the portal's frame shows on every page; each feature's texts live in their own module
// and join the same i18next resources when a module that shows them loads (ADR 0031).
import {
  ERROR_MESSAGES,
  PAGE_NOT_FOUND_MESSAGE,
  PAGE_NOT_FOUND_TITLE,
  SERVER_ERROR_PAGE_MESSAGE,
  SERVER_ERROR_PAGE_TITLE,
  SESSION_EXPIRED_TITLE,
} from "@griya/domain/error-codes";
import { NO_MEMBERSHIP_LABEL } from "@griya/domain/membership";
import type { PageKey } from "../paths";
import type { accountTexts } from "./account";
import type { banners } from "./banners";
import type { coinTexts } from "./coins";
import type { commerceTexts } from "./commerce";
import type { devOutboxTexts } from "./dev-outbox";
import type { featuredAgentTexts } from "./featured-agents";
import { guards } from "./guards";
import { home } from "./home";
import { keptForms } from "./kept-forms";
import type { leads } from "./leads";
import type { listingForm } from "./listing-form";
import type { listingFormMedia } from "./listing-form-media";
import type { myListings } from "./my-listings";
import type { notifications } from "./notifications";
import type { profileTexts } from "./profile";
import type { welcomeTexts } from "./welcome";
import type { recommended } from "./recommended";
import type { repost } from "./repost";

const pageTitles = {
  visitorHome: "Properti Dijual dan Disewa di Indonesia",
  home: "Beranda",
  login: "Masuk",
  register: "Daftar",
  forgetPass: "Lupa Kata Sandi",
  userActivation: "Aktivasi Akun",
  passwordReset: "Atur Ulang Kata Sandi",
  createPassword: "Buat Kata Sandi",
  inputPhone: "Nomor HP",
  otp: "Verifikasi OTP",
  profile: "Profil",
  changePassword: "Ubah Kata Sandi",
  referralCode: "Kode Referral",
  help: "Bantuan",
  helpTopic: "Topik Bantuan",
  product: "Beli Paket",
  coin: "Beli Koin",
  listingAvailability: "Beli Slot Listing",
  upgrade: "Upgrade Membership",
  renewal: "Perpanjang Membership",
  checkout: "Checkout",
  howToPay: "Cara Pembayaran",
  order: "Pesanan Saya",
  invoice: "Invoice",
  myListings: "Listing Saya",
  listingAdd: "Tambah Listing",
  listingEdit: "Ubah Listing",
  bulkRepost: "Bulk Repost",
  featuredAgent: "Featured Agent",
  featuredAgentBuy: "Beli Slot Featured Agent",
  recommendedListing: "Recommended Listing",
  coinPurchase: "Koin Saya",
  coinUsage: "Penggunaan Koin",
  coinTransfer: "Transfer Koin",
  leads: "Kotak Masuk",
  lead: "Detail Lead",
  bannerDetail: "Detail Banner",
  notifications: "Notifikasi",
  favourites: "Favorit",
  agentOfferings: "Penawaran Agen",
  projects: "Proyek Properti",
  search: "Cari Properti",
  landingSale: "Properti Dijual",
  landingSaleType: "Properti Dijual",
  landingRent: "Properti Disewa",
  landingRentType: "Properti Disewa",
  searchMap: "Peta Properti",
  property: "Detail Properti",
  agent: "Profil Agen",
  promos: "Promo",
  promo: "Detail Promo",
  terms: "Syarat dan Ketentuan",
  privacy: "Kebijakan Privasi",
  devOutbox: "Kotak Keluar (Pengembangan)",
  notFound: PAGE_NOT_FOUND_TITLE,
} as const satisfies Record<PageKey, string>;

export const id = {
  app: {
    brand: "Griya",
    documentTitle: "{{page}} | Griya",
    skipToContent: "Lewati ke konten utama",
  },
  pages: pageTitles,
  header: {
    login: "Masuk",
    register: "Daftar",
    openMenu: "Buka menu",
    inbox: "Kotak Masuk",
    inboxUnread: "Kotak Masuk, {{count}} lead belum dibaca",
  },
  common: {
    loading: "Memuat…",
    submitting: "Memproses…",
    saving: "Menyimpan…",
    save: "Simpan",
    cancel: "Batal",
    close: "Tutup",
    optional: "opsional",
    backToLogin: "Kembali ke halaman masuk",
    showPassword: "Tampilkan kata sandi",
    hidePassword: "Sembunyikan kata sandi",
    selectPlaceholder: "Pilih…",
    loadingOptions: "Memuat pilihan…",
    requestFailed: "Permintaan gagal. Silakan coba lagi.",
    passwordHint: "8–64 karakter.",
    phoneHint: "Nomor ponsel Indonesia, contoh 0812 3456 7890.",
  },
  // A refusal for want of coins, slots or a membership (components/problem-dialogs.tsx) and the way back to the
  // refused action after the purchase (lib/resume-action.ts).
  remedy: {
    buyCoins: "Beli koin",
    buySlots: "Beli slot listing",
    renew: "Perpanjang membership",
    buyMembership: "Beli membership",
    upgrade: "Upgrade membership",
    later: "Nanti saja",
    kept: "Tindakan Anda kami simpan: setelah pembayaran berhasil, Anda dapat melanjutkannya dari halaman pembayaran atau Pesanan Saya.",
    previousPage: "halaman sebelumnya",
  },
  resume: {
    activate: "Lanjutkan: aktifkan listing {{title}}",
    repost: "Lanjutkan: repost listing {{title}}",
    duplicate: "Lanjutkan: duplikat listing {{title}}",
    page: "Lanjutkan: kembali ke {{title}}",
    pending: "Tindakan yang belum selesai",
    pendingIntro: "Setelah pembelian Anda dibayar, lanjutkan tindakan ini. Anda akan diminta mengonfirmasinya lagi.",
    forget: "Lupakan",
    notFound: "Listing {{number}} tidak ada di daftar ini lagi. Cari di tab lain.",
  },
  membership: {
    none: NO_MEMBERSHIP_LABEL,
    // Listings are hidden from search while the membership is inactive (docs/product/memberships.md).
    expiryWarningTitle: "Listing Anda tidak tampil di pencarian",
    expiryWarning: ERROR_MESSAGES.membershipExpiryWarning,
    expiryWarningAction: "Aktifkan membership",
  },
  nav: {
    label: "Menu utama",
    close: "Tutup menu",
    sections: {
      account: "Akun",
      listings: "Listing",
      leads: "Leads",
      purchases: "Transaksi",
      coins: "Koin",
    },
    unread: "{{count}} lead belum dibaca",
    items: {
      account: "Akun Saya",
      editProfile: "Ubah Profil",
      myListings: "Listing Saya",
      inbox: "Kotak Masuk",
      favourites: "Favorit",
      logout: "Keluar",
      notifications: "Notifikasi",
      bankAccount: "Rekening Bank",
      buyPackage: "Beli Paket",
      checkout: "Checkout",
      myOrders: "Pesanan Saya",
      coinUsage: "Penggunaan Koin",
      bulkRepost: "Bulk Repost",
      featuredAgent: "Featured Agent",
      buyFeaturedAgent: "Beli Slot Featured Agent",
      recommendedListing: "Recommended Listing",
      transferCoin: "Transfer Koin",
      myCoins: "Koin Saya",
    },
  },
  breadcrumbs: {
    label: "Jejak navigasi",
  },
  footer: {
    support: "Butuh bantuan? Hubungi",
    links: "Tautan kaki halaman",
    copyright: "© Griya. Hak cipta dilindungi undang-undang.",
  },
  home,
  lists: {
    search: "Cari",
    reset: "Reset",
    pagination: "Navigasi halaman",
    prev: "Sebelumnya",
    next: "Berikutnya",
    page: "Halaman {{page}}",
    summary: "Menampilkan {{from}}–{{to}} dari {{total}}",
    loading: "Memuat data…",
  },
  keptForms,
  guards,
  errors: {
    notFoundTitle: PAGE_NOT_FOUND_TITLE,
    notFoundMessage: PAGE_NOT_FOUND_MESSAGE,
    serverTitle: SERVER_ERROR_PAGE_TITLE,
    // <mail> becomes a mailto link (components/page-error.tsx).
    serverMessage: SERVER_ERROR_PAGE_MESSAGE("<mail>{{email}}</mail>"),
    backHome: "Kembali ke Beranda",
    // Before the request id, which support finds in the logs.
    incidentCode: "Kode kejadian:",
    sessionExpiredTitle: SESSION_EXPIRED_TITLE,
  },
} as const;

/** Every text of the portal, shell and features: what `t` keys are checked against. */
export type Resources = typeof id &
  typeof accountTexts &
  typeof profileTexts &
  typeof commerceTexts &
  typeof coinTexts &
  typeof devOutboxTexts &
  typeof featuredAgentTexts &
  typeof welcomeTexts & {
    leads: typeof leads;
    listingForm: typeof listingForm;
    listingFormMedia: typeof listingFormMedia;
    myListings: typeof myListings;
    repost: typeof repost;
    recommended: typeof recommended;
    notifications: typeof notifications;
    banners: typeof banners;
  };
