// Texts of Recommended Listing: the buy modal of a my-listings card, /recommended-listing and the move modal.
import { RECOMMENDED_CAPACITY, RECOMMENDED_WEEKS_AHEAD } from "@griya/domain/recommended-slots";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { addTexts } from "../lib/i18n";

export const recommended = {
  action: "Jadikan Rekomendasi",
  buy: {
    title: "Jadikan Recommended Listing",
    description: `"{{title}}" tampil paling atas di pencarian area dan tipenya selama minggu yang Anda pilih (Senin–Minggu WIB, maksimal ${RECOMMENDED_CAPACITY} listing per minggu).`,
    location: "Lokasi",
    types: "Tipe",
    weeksLegend: `Pilih minggu (minggu ini sampai ${RECOMMENDED_WEEKS_AHEAD - 1} minggu ke depan)`,
    week: "{{start}} – {{end}}",
    placesLeft: "sisa {{count}} tempat",
    full: "penuh",
    alreadyYours: "sudah Anda beli",
    cost: "{{coins}} koin per minggu penuh; minggu ini dihitung dari sisa harinya (termasuk hari ini).",
    price: "{{coins}} koin",
    partPrice: "sisa {{days}} hari, {{coins}} koin",
    total: "Total: {{weeks}} minggu = {{coins}} koin",
    balance: "Saldo koin Anda: {{count}} koin",
    short: "Saldo koin tidak cukup untuk pilihan ini.",
    submit: "Beli",
    loading: "Memuat minggu yang tersedia",
    loadFailed: "Data Recommended Listing gagal dimuat.",
    retry: "Coba lagi",
    done: '"{{title}}" menjadi Recommended Listing untuk {{weeks}} minggu.',
    failed: ERROR_MESSAGES.recommendedFailed,
  },
  list: {
    intro:
      "Listing yang Anda jadikan rekomendasi tampil paling atas di pencarian area dan tipenya selama minggunya. Koin tidak dikembalikan bila listing dinonaktifkan.",
    listLabel: "Recommended Listing Anda",
    emptyTitle: "Belum ada Recommended Listing",
    emptyDescription: 'Pilih "Jadikan Rekomendasi" pada menu listing aktif di Listing Saya.',
    toMyListings: "Ke Listing Saya",
    area: "Area",
    dates: "Tanggal",
    status: "Status",
    statuses: { upcoming: "Akan datang", running: "Berjalan", ended: "Selesai" },
    change: "Ganti listing",
    changeSuffix: "untuk {{title}}, {{start}}",
  },
  closed: {
    title: "Recommended Listing belum dibuka untuk akun Anda",
    description:
      "Recommended Listing menempatkan listing Anda paling atas di pencarian area dan tipenya selama seminggu. Fitur ini sedang dibuka bertahap dan belum tersedia untuk akun Anda; koin Anda tidak terpakai. Sementara itu, Anda dapat tampil di samping hasil pencarian area Anda sebagai Featured Agent.",
    help: "Pelajari di Pusat Bantuan",
    featuredAgent: "Lihat Featured Agent",
  },
  change: {
    title: "Ganti listing Recommended",
    description:
      "Pilih listing aktif lain dengan area, tipe properti dan tipe listing yang sama untuk minggu {{start}} – {{end}}.",
    pickerLabel: "Listing pengganti",
    none: "Tidak ada listing lain yang memenuhi syarat.",
    submit: "Ganti",
    done: 'Recommended Listing dipindahkan ke "{{title}}".',
    failed: ERROR_MESSAGES.changeRecommendedFailed,
  },
} as const;

addTexts({ recommended });
