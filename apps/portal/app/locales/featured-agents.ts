// Texts of the featured-agent pages: the purchased slots and buying months of an area.
// Loaded with the modules that show them, not with every page (ADR 0031).
import { addTexts } from "../lib/i18n";

export const featuredAgentTexts = {
  featuredAgents: {
    buyIntro:
      "Tampil sebagai Agen Unggulan di samping hasil pencarian sebuah area (kecamatan) dan di halaman agen Anda, selama satu bulan penuh.",
    listIntro: "Slot Featured Agent yang sudah Anda beli. Bulan berjalan ditandai.",
    buyMore: "Beli slot Featured Agent",
    areaSearch: "Cari area (kecamatan)",
    areaSearchHint: "Ketik nama kecamatan, misalnya Tebet.",
    areasFound: "Area yang cocok",
    noAreas: "Tidak ada area yang cocok dengan “{{query}}”.",
    chooseArea: "Pilih",
    chosenArea: "Dipilih",
    cost: "Biaya: {{coins}} koin per area per bulan penuh; bulan ini dihitung dari sisa harinya (termasuk hari ini).",
    price: "{{coins}} koin",
    partPrice: "sisa {{days}} hari, {{coins}} koin",
    months: "Bulan untuk {{area}}",
    monthsHint: "Bulan ini sampai 11 bulan ke depan; paling banyak {{capacity}} agen per area per bulan.",
    placesLeft: "sisa {{count}} tempat",
    full: "penuh",
    purchased: "sudah Anda beli",
    total: "Total: {{coins}} koin",
    balance: "Saldo koin Anda: {{coins}} koin",
    buy: "Beli",
    pickMonth: "Pilih minimal satu bulan.",
    confirmTitle: "Beli Featured Agent",
    confirmText: "Anda akan membeli slot Featured Agent di {{area}} untuk {{months}} seharga {{coins}} koin.",
    confirm: "Beli sekarang",
    cancel: "Batal",
    buying: "Membeli…",
    bought: "Slot Featured Agent berhasil dibeli.",
    buyFailed: "Pembelian tidak dapat diproses",
    area: "Area",
    month: "Bulan",
    current: "Bulan ini",
    areaFilter: "Filter area",
    areaFilterHint: "Nama kecamatan atau ID area.",
    empty: "Belum ada slot Featured Agent.",
    noResults: "Tidak ada slot untuk area ini.",
  },
} as const;

addTexts(featuredAgentTexts);
