import type { BannerType } from "../features/banners/index.js";

export type DemoBanner = {
  type: BannerType;
  title: string;
  body: string;
  linkUrl: string | null;
  imageAlt: string;
  /** Two colours of the drawn picture. */
  colours: readonly [string, string];
  /** Whole WIB days from today's 00:00 WIB: the first day it shows and the day it stops showing. */
  startDay: number;
  endDay: number;
};

/** The demo's banners: three running on the home, one takeover, and one that ended yesterday and never shows. */
export const demoBanners: readonly DemoBanner[] = [
  {
    type: "AGENT",
    title: "Jadikan listing Anda Rekomendasi",
    body: "Listing Rekomendasi tampil paling atas di hasil pencarian area dan tipe propertinya selama seminggu penuh.\n\nPilih listing aktif, pilih minggunya, dan bayar dengan koin.",
    linkUrl: "/recommended-listing",
    imageAlt: "Ilustrasi rumah dengan bintang rekomendasi",
    colours: ["#0f766e", "#facc15"],
    startDay: -7,
    endDay: 365,
  },
  {
    type: "AGENT",
    title: "Jadi Agen Unggulan di area Anda",
    body: "Agen Unggulan tampil di samping hasil pencarian area pilihannya sepanjang bulan.\n\nSetiap area hanya punya lima tempat per bulan.",
    linkUrl: "/featured-agent/beli",
    imageAlt: "Ilustrasi agen dengan lencana unggulan",
    colours: ["#1d4ed8", "#f97316"],
    startDay: -7,
    endDay: 365,
  },
  {
    type: "AGENT",
    title: "Repost terjadwal, listing tetap segar",
    body: "Atur hari dan jam repost sekali saja: listing Anda naik lagi di pencarian tanpa perlu diingat.",
    linkUrl: "/listing",
    imageAlt: "Ilustrasi kalender dengan tanda centang",
    colours: ["#7c3aed", "#22c55e"],
    startDay: -7,
    endDay: 365,
  },
  {
    type: "TAKEOVER_AGENT",
    title: "Bonus koin untuk member baru bulan ini",
    body: "Beli atau perpanjang membership bulan ini dan dapatkan koin bonus untuk mengaktifkan dan me-repost listing.\n\nKoin bonus berlaku selama membership Anda aktif.",
    linkUrl: "/product",
    imageAlt: "Ilustrasi tumpukan koin emas",
    colours: ["#b45309", "#fde68a"],
    startDay: -1,
    endDay: 365,
  },
  {
    type: "AGENT",
    title: "Promo Kemerdekaan telah berakhir",
    body: "Promo ini sudah berakhir.",
    linkUrl: null,
    imageAlt: "Ilustrasi bendera merah putih",
    colours: ["#dc2626", "#f8fafc"],
    startDay: -60,
    endDay: 0,
  },
];
