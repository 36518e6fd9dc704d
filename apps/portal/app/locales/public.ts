// Indonesian texts of the public marketplace pages. A plain module instead of i18next, and no import of
// @griya/domain's error table (its shared chunk would come along whole): the public pages must stay light
// (ADR 0024). A text that takes a value is a small function. public.test.ts checks that the error texts are
// the same as @griya/domain's, so the marketplace and the portal say the same thing.
export const publicText = {
  brand: "Griya",
  documentTitle: (page: string) => `${page} | Griya`,
  skipToContent: "Lewati ke konten utama",
  header: {
    nav: "Navigasi situs",
    search: "Cari properti",
    favourites: "Favorit",
    portal: "Portal agen",
    login: "Masuk",
    register: "Daftar",
  },
  footer: {
    support: "Butuh bantuan? Hubungi",
    links: "Tautan kaki halaman",
    copyright: "© Griya. Hak cipta dilindungi undang-undang.",
    help: "Bantuan",
    terms: "Syarat dan Ketentuan",
    privacy: "Kebijakan Privasi",
    forAgents: "Untuk agen",
    projects: "Proyek properti",
    promos: "Promo",
  },
  errors: {
    notFoundTitle: "Halaman Tidak Ditemukan",
    notFoundMessage: "Halaman yang Anda cari tidak ada atau sudah dipindahkan.",
    serverTitle: "Terjadi Kesalahan",
    /** The message up to the address, which the page shows as a mailto link. */
    serverMessage:
      "Maaf, ini kesalahan kami, bukan Anda. Server kami sedang mengalami gangguan. Silakan coba lagi nanti atau hubungi",
    sessionExpiredTitle: "Sesi berakhir",
    sessionExpiredMessage: "Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.",
    sessionExpiredOk: "Masuk lagi",
    backToSearch: "Kembali ke pencarian",
    /** Before the request id, which support finds in the logs. */
    incidentCode: "Kode kejadian:",
  },
  pages: {
    search: "Cari Properti",
    searchMap: "Peta Properti",
    property: "Detail Properti",
    agent: "Profil Agen",
    favourites: "Favorit",
    agentOfferings: "Penawaran Agen",
    projects: "Proyek Properti",
  },
} as const;
