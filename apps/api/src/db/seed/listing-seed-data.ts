// Demo listings for the demo agents (SEED_DEMO): a few of each tab so "Listing Saya" has something to show, and
// public listings across several cities so the marketplace (/cari) looks real. `title` is the agent's own title
// (title_suffix): the display title puts the property type name before it (composeListingTitle), so it never
// starts with the type again. Budi's numbers and titles match his demo coin usages (coin-seed-data.ts).

export type DemoListing = {
  email: string;
  listingNumber: string;
  status: "ACTIVE" | "DRAFT" | "INACTIVE";
  type: "S" | "R";
  propertyType: string;
  /** The agent's title after the property type name ("2BR Furnished dekat MRT Blok M" for an Apartemen). */
  title: string;
  description: string;
  price: number | null;
  rentPeriod?: "MONTHLY" | "YEARLY";
  areaId: string;
  address: string;
  lat: number;
  lng: number;
  bedroom?: number;
  bathroom?: number;
  buildingSize?: number;
  landSize?: number;
  totalFloor?: number;
  certificate?: string;
  furnishing?: string;
  electricalPower?: number;
  /** Days ago of the last activation and of the last repost (posted); null for a draft. */
  activatedDaysAgo: number | null;
  postedDaysAgo: number | null;
  visits: number;
  impressions: number;
  /** Photo colours (one photo each), first is the primary. */
  photos: readonly string[];
  /** A 360° virtual tour in its embeddable form (packages/domain/src/tour-360.ts). */
  tour360Url?: string;
};

export const demoListings: readonly DemoListing[] = [
  {
    email: "agen@demo.id", listingNumber: "GRY-104518", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Hook Siap Huni di Cibubur",
    description: "Rumah hook dua lantai di cluster tenang, dekat tol Cibubur dan pusat belanja. Carport dua mobil, taman depan dan belakang.",
    price: 1_250_000_000, areaId: "31.75.09", address: "Jl. Raya Cibubur No. 12", lat: -6.3675, lng: 106.8811,
    bedroom: 4, bathroom: 3, buildingSize: 150, landSize: 180, totalFloor: 2, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 3500, activatedDaysAgo: 15, postedDaysAgo: 10, visits: 184, impressions: 2_310, photos: ["#2f6f5e", "#c98b3a", "#5b7fa6"],
    // Matterport's public sample space, so the listing page's "Tur Virtual 360°" has something to show.
    tour360Url: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104733", status: "ACTIVE", type: "S", propertyType: "LAND",
    title: "Kavling 200 m² di Sentul City",
    description: "Kavling siap bangun di kawasan Sentul City, jalan lebar, view pegunungan, cocok untuk rumah tinggal atau investasi.",
    price: 640_000_000, areaId: "32.01.05", address: "Jl. Sentul Boulevard, Babakan Madang", lat: -6.5629, lng: 106.8653,
    landSize: 200, certificate: "SHM", activatedDaysAgo: 5, postedDaysAgo: 5, visits: 41, impressions: 620, photos: ["#7a9a3b"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104802", status: "ACTIVE", type: "R", propertyType: "APARTMENT", rentPeriod: "MONTHLY",
    title: "2BR Furnished dekat MRT Blok M",
    description: "Unit dua kamar lengkap dengan perabot, lantai 12, kolam renang dan gym, lima menit jalan kaki ke MRT Blok M.",
    price: 8_500_000, areaId: "31.74.07", address: "Jl. Sisingamangaraja No. 3", lat: -6.2443, lng: 106.7998,
    bedroom: 2, bathroom: 1, buildingSize: 56, totalFloor: 30, certificate: "SHMSRS", furnishing: "FURNISHED",
    electricalPower: 2200, activatedDaysAgo: 2, postedDaysAgo: 2, visits: 12, impressions: 96, photos: ["#4a5d8f", "#b0855b"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-100262", status: "INACTIVE", type: "S", propertyType: "SHOPHOUSE",
    title: "3 Lantai Pinggir Jalan Raya Serpong",
    description: "Ruko tiga lantai di jalan utama Serpong, cocok untuk kantor atau usaha, parkir luas.",
    price: 3_900_000_000, areaId: "36.74.02", address: "Jl. Raya Serpong No. 88", lat: -6.2407, lng: 106.6613,
    bathroom: 3, buildingSize: 240, landSize: 90, totalFloor: 3, certificate: "HGB", electricalPower: 5500,
    activatedDaysAgo: 375, postedDaysAgo: 375, visits: 530, impressions: 7_820, photos: ["#8c4a3a"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-100231", status: "INACTIVE", type: "S", propertyType: "HOUSE",
    title: "Minimalis 2 Lantai di Bintaro Sektor 9",
    description: "Rumah minimalis dua lantai, dekat stasiun Pondok Ranji dan sekolah internasional.",
    price: 2_150_000_000, areaId: "31.74.10", address: "Jl. Bintaro Utama 9", lat: -6.2714, lng: 106.7465,
    bedroom: 3, bathroom: 2, buildingSize: 120, landSize: 105, totalFloor: 2, certificate: "SHM", furnishing: "UNFURNISHED",
    electricalPower: 2200, activatedDaysAgo: 390, postedDaysAgo: 380, visits: 310, impressions: 4_150, photos: ["#6b6f80"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104851", status: "DRAFT", type: "S", propertyType: "VILLA",
    title: "View Sawah di Ubud",
    description: "Villa dua kamar dengan kolam renang pribadi dan pemandangan sawah. Harga menyusul.",
    price: null, areaId: "51.71.01", address: "Jl. Raya Ubud", lat: -8.5069, lng: 115.2625,
    bedroom: 2, bathroom: 2, activatedDaysAgo: null, postedDaysAgo: null, visits: 0, impressions: 0, photos: ["#3c8d7a"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104760", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Keluarga Luas di Gubeng Surabaya",
    description: "Rumah satu lantai di lingkungan tenang Gubeng, dekat kampus dan rumah sakit, carport dua mobil.",
    price: 2_750_000_000, areaId: "35.78.08", address: "Jl. Raya Gubeng No. 21", lat: -7.2727, lng: 112.7498,
    bedroom: 4, bathroom: 3, buildingSize: 210, landSize: 300, totalFloor: 1, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 4400, activatedDaysAgo: 20, postedDaysAgo: 3, visits: 96, impressions: 1_480, photos: ["#a0523d", "#dcb46c"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104790", status: "ACTIVE", type: "R", propertyType: "VILLA", rentPeriod: "YEARLY",
    title: "Kolam Renang di Denpasar Selatan",
    description: "Villa tiga kamar dengan kolam renang, sepuluh menit ke pantai Sanur, disewakan tahunan.",
    price: 280_000_000, areaId: "51.71.01", address: "Jl. Danau Tamblingan No. 50", lat: -8.6925, lng: 115.2626,
    bedroom: 3, bathroom: 3, buildingSize: 180, landSize: 300, totalFloor: 2, certificate: "SHM", furnishing: "FURNISHED",
    electricalPower: 7700, activatedDaysAgo: 8, postedDaysAgo: 8, visits: 58, impressions: 870, photos: ["#2a7fa8"],
  },
  // More public listings across cities (Jakarta, Tangerang Selatan, Bandung, Yogyakarta, Surabaya, Medan, Makassar,
  // Bali), for sale and for rent, so search, filters and sorts have something to work on.
  {
    email: "agus@demo.id", listingNumber: "GRY-102980", status: "ACTIVE", type: "S", propertyType: "VILLA",
    title: "dengan Kolam Renang di Canggu",
    description: "Villa tiga kamar bergaya tropis dengan kolam renang pribadi, lima menit ke Pantai Batu Bolong. Cocok untuk hunian atau disewakan.",
    price: 6_500_000_000, areaId: "51.03.06", address: "Jl. Pantai Batu Bolong No. 8, Canggu", lat: -8.6478, lng: 115.1385,
    bedroom: 3, bathroom: 4, buildingSize: 260, landSize: 400, totalFloor: 2, certificate: "SHM", furnishing: "FURNISHED",
    electricalPower: 11000, activatedDaysAgo: 40, postedDaysAgo: 12, visits: 412, impressions: 5_930, photos: ["#1f7a8c", "#e0a458", "#6b9080"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104901", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Modern Tropis di Cilandak",
    description: "Rumah dua lantai desain tropis modern, lima kamar tidur, taman belakang dan kolam kecil. Dekat tol TB Simatupang dan sekolah internasional.",
    price: 7_800_000_000, areaId: "31.74.06", address: "Jl. Cilandak KKO No. 15", lat: -6.2912, lng: 106.7997,
    bedroom: 5, bathroom: 4, buildingSize: 320, landSize: 400, totalFloor: 2, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 7700, activatedDaysAgo: 30, postedDaysAgo: 1, visits: 266, impressions: 3_410, photos: ["#3d5a80", "#98c1d9"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104902", status: "ACTIVE", type: "R", propertyType: "APARTMENT", rentPeriod: "MONTHLY",
    title: "Studio dekat Kawasan SCBD",
    description: "Unit studio lengkap dengan perabot di lantai 18, akses langsung ke pusat perkantoran SCBD dan Kuningan. Termasuk internet.",
    price: 6_500_000, areaId: "31.74.02", address: "Jl. Setiabudi Raya No. 2", lat: -6.2146, lng: 106.8296,
    bedroom: 1, bathroom: 1, buildingSize: 28, totalFloor: 35, certificate: "SHMSRS", furnishing: "FURNISHED",
    electricalPower: 1300, activatedDaysAgo: 6, postedDaysAgo: 6, visits: 75, impressions: 1_120, photos: ["#5c6b73"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104903", status: "ACTIVE", type: "S", propertyType: "OFFICE",
    title: "Siap Pakai 150 m² di Kuningan",
    description: "Ruang kantor siap pakai dengan partisi, ruang rapat dan pantry, di gedung perkantoran dengan keamanan 24 jam.",
    price: 4_200_000_000, areaId: "31.74.02", address: "Jl. HR Rasuna Said Kav. 10", lat: -6.2215, lng: 106.8320,
    bathroom: 2, buildingSize: 150, totalFloor: 20, certificate: "SHMSRS", electricalPower: 16500,
    activatedDaysAgo: 18, postedDaysAgo: 9, visits: 44, impressions: 780, photos: ["#495867", "#bdd5ea"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104904", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Cluster Baru di Serpong Utara",
    description: "Rumah baru di cluster dengan one gate system, dekat stasiun dan pusat belanja. Cicilan KPR bisa dibantu.",
    price: 1_650_000_000, areaId: "36.74.02", address: "Jl. Raya Serpong Utara No. 30", lat: -6.2297, lng: 106.6574,
    bedroom: 3, bathroom: 2, buildingSize: 110, landSize: 98, totalFloor: 2, certificate: "SHM", furnishing: "UNFURNISHED",
    electricalPower: 2200, activatedDaysAgo: 3, postedDaysAgo: 3, visits: 38, impressions: 540, photos: ["#c44536", "#f4d35e"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104905", status: "ACTIVE", type: "R", propertyType: "HOUSE", rentPeriod: "YEARLY",
    title: "Dekat Kampus UIN Ciputat",
    description: "Rumah satu lantai tiga kamar, cocok untuk keluarga kecil atau mahasiswa, sepuluh menit ke kampus UIN Syarif Hidayatullah.",
    price: 45_000_000, areaId: "36.74.04", address: "Jl. Ir. H. Juanda No. 40, Ciputat", lat: -6.3076, lng: 106.7434,
    bedroom: 3, bathroom: 1, buildingSize: 70, landSize: 90, totalFloor: 1, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 1300, activatedDaysAgo: 11, postedDaysAgo: 4, visits: 61, impressions: 930, photos: ["#8d6a9f"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104906", status: "ACTIVE", type: "S", propertyType: "LAND",
    title: "Kavling View Merapi di Pakem",
    description: "Tanah kavling 500 m² berhawa sejuk dengan pemandangan Gunung Merapi, akses jalan aspal, cocok untuk villa atau rumah peristirahatan.",
    price: 850_000_000, areaId: "34.04.16", address: "Jl. Kaliurang Km 18, Pakem", lat: -7.6636, lng: 110.4199,
    landSize: 500, certificate: "SHM", activatedDaysAgo: 25, postedDaysAgo: 14, visits: 97, impressions: 1_660, photos: ["#588157"],
  },
  {
    email: "agus@demo.id", listingNumber: "GRY-104907", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Joglo Klasik dekat Kraton Yogyakarta",
    description: "Rumah joglo kayu jati dengan pendopo dan halaman luas, lima menit ke Kraton dan Malioboro. Bangunan terawat, surat lengkap.",
    price: 3_200_000_000, areaId: "34.71.09", address: "Jl. Rotowijayan No. 5", lat: -7.8101, lng: 110.3616,
    bedroom: 4, bathroom: 3, buildingSize: 280, landSize: 600, totalFloor: 1, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 4400, activatedDaysAgo: 50, postedDaysAgo: 20, visits: 350, impressions: 4_870, photos: ["#7f5539", "#b08968"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104908", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Asri di Sukajadi Bandung",
    description: "Rumah asri berhawa sejuk di kawasan Sukajadi, dekat Paris Van Java dan kampus. Carport dua mobil dan taman depan.",
    price: 2_100_000_000, areaId: "32.73.07", address: "Jl. Sukajadi No. 120", lat: -6.8844, lng: 107.5965,
    bedroom: 4, bathroom: 3, buildingSize: 180, landSize: 220, totalFloor: 2, certificate: "SHM", furnishing: "UNFURNISHED",
    electricalPower: 3500, activatedDaysAgo: 9, postedDaysAgo: 2, visits: 88, impressions: 1_290, photos: ["#2d6a4f", "#d8f3dc"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104909", status: "ACTIVE", type: "R", propertyType: "BOARDING_HOUSE", rentPeriod: "MONTHLY",
    title: "Putri dekat ITB, Cidadap",
    description: "Kamar kos putri dengan kamar mandi dalam, AC dan internet, lima menit jalan kaki ke kampus ITB. Termasuk listrik dan kebersihan.",
    price: 1_800_000, areaId: "32.73.08", address: "Jl. Cisitu Lama No. 9", lat: -6.8685, lng: 107.6046,
    bedroom: 1, bathroom: 1, buildingSize: 16, landSize: 300, totalFloor: 2, certificate: "SHM", furnishing: "FURNISHED",
    electricalPower: 900, activatedDaysAgo: 7, postedDaysAgo: 1, visits: 140, impressions: 2_050, photos: ["#e76f51"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104910", status: "ACTIVE", type: "S", propertyType: "APARTMENT",
    title: "3BR Siap Huni di Kelapa Gading",
    description: "Apartemen tiga kamar di lantai 9, dekat Mall Kelapa Gading, kolam renang dan taman bermain anak.",
    price: 1_900_000_000, areaId: "31.72.06", address: "Jl. Boulevard Raya, Kelapa Gading", lat: -6.1588, lng: 106.9056,
    bedroom: 3, bathroom: 2, buildingSize: 96, totalFloor: 28, certificate: "SHMSRS", furnishing: "SEMI_FURNISHED",
    electricalPower: 3500, activatedDaysAgo: 16, postedDaysAgo: 5, visits: 102, impressions: 1_740, photos: ["#264653", "#2a9d8f"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104911", status: "ACTIVE", type: "S", propertyType: "SHOPHOUSE",
    title: "2 Lantai Pusat Kota Medan",
    description: "Ruko dua lantai di jalan utama Medan Barat, ramai dilalui, cocok untuk toko, kantor atau kafe.",
    price: 1_400_000_000, areaId: "12.71.05", address: "Jl. Gatot Subroto No. 77", lat: 3.6025, lng: 98.6691,
    bathroom: 2, buildingSize: 160, landSize: 80, totalFloor: 2, certificate: "HGB", electricalPower: 5500,
    activatedDaysAgo: 21, postedDaysAgo: 7, visits: 53, impressions: 910, photos: ["#9c6644"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104912", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Minimalis dekat Pantai Losari",
    description: "Rumah minimalis dua kamar di Mariso, sepuluh menit ke Pantai Losari dan pusat kota Makassar. Bebas banjir.",
    price: 950_000_000, areaId: "73.71.01", address: "Jl. Cendrawasih No. 51", lat: -5.1577, lng: 119.4072,
    bedroom: 2, bathroom: 1, buildingSize: 72, landSize: 96, totalFloor: 1, certificate: "SHM", furnishing: "UNFURNISHED",
    electricalPower: 2200, activatedDaysAgo: 13, postedDaysAgo: 13, visits: 29, impressions: 470, photos: ["#f4a261", "#e9c46a"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104913", status: "ACTIVE", type: "R", propertyType: "HOUSE", rentPeriod: "YEARLY",
    title: "Semi Furnished dekat ITS Sukolilo",
    description: "Rumah tiga kamar semi furnished di perumahan tenang, lima menit ke kampus ITS dan Galaxy Mall.",
    price: 60_000_000, areaId: "35.78.09", address: "Jl. Keputih Tegal No. 14", lat: -7.2874, lng: 112.7893,
    bedroom: 3, bathroom: 2, buildingSize: 100, landSize: 120, totalFloor: 1, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 2200, activatedDaysAgo: 4, postedDaysAgo: 4, visits: 47, impressions: 690, photos: ["#6d597a"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104914", status: "ACTIVE", type: "S", propertyType: "WAREHOUSE",
    title: "1.000 m² Akses Kontainer di Penjaringan",
    description: "Gudang 1.000 m² dengan akses truk kontainer 40 kaki, dekat Pelabuhan Sunda Kelapa dan tol bandara.",
    price: 12_000_000_000, areaId: "31.72.01", address: "Jl. Kapuk Kamal Raya No. 3", lat: -6.1268, lng: 106.7832,
    bathroom: 2, buildingSize: 1000, landSize: 1500, totalFloor: 1, certificate: "HGB", electricalPower: 23000,
    activatedDaysAgo: 35, postedDaysAgo: 15, visits: 64, impressions: 1_010, photos: ["#6c757d"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104915", status: "ACTIVE", type: "R", propertyType: "VILLA", rentPeriod: "MONTHLY",
    title: "Private Pool di Kuta Selatan",
    description: "Villa dua kamar dengan kolam renang pribadi dan dapur lengkap, dekat Pantai Jimbaran dan GWK. Disewakan bulanan.",
    price: 45_000_000, areaId: "51.03.05", address: "Jl. Raya Uluwatu No. 21, Jimbaran", lat: -8.7970, lng: 115.1750,
    bedroom: 2, bathroom: 2, buildingSize: 150, landSize: 250, totalFloor: 1, certificate: "SHM", furnishing: "FURNISHED",
    electricalPower: 5500, activatedDaysAgo: 10, postedDaysAgo: 10, visits: 121, impressions: 1_880, photos: ["#0077b6", "#90e0ef"],
  },
];
