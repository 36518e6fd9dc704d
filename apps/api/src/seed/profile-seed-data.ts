// Seeded, editable reference data of the agent profile (issue 3), and the demo agents' profiles.

export const priceSpecializations = [
  { code: "UNDER_500M", name: "Di bawah Rp 500 juta", minPrice: null, maxPrice: 500_000_000 },
  { code: "500M_1B", name: "Rp 500 juta – Rp 1 miliar", minPrice: 500_000_000, maxPrice: 1_000_000_000 },
  { code: "1B_2B", name: "Rp 1 miliar – Rp 2 miliar", minPrice: 1_000_000_000, maxPrice: 2_000_000_000 },
  { code: "2B_5B", name: "Rp 2 miliar – Rp 5 miliar", minPrice: 2_000_000_000, maxPrice: 5_000_000_000 },
  { code: "OVER_5B", name: "Di atas Rp 5 miliar", minPrice: 5_000_000_000, maxPrice: null },
] as const;

export const socialMedias = [
  { code: "WHATSAPP", name: "WhatsApp", placeholder: "081234567890" },
  { code: "INSTAGRAM", name: "Instagram", placeholder: "https://instagram.com/namaanda" },
  { code: "FACEBOOK", name: "Facebook", placeholder: "https://facebook.com/namaanda" },
  { code: "TIKTOK", name: "TikTok", placeholder: "https://tiktok.com/@namaanda" },
  { code: "YOUTUBE", name: "YouTube", placeholder: "https://youtube.com/@namaanda" },
  { code: "LINKEDIN", name: "LinkedIn", placeholder: "https://linkedin.com/in/namaanda" },
  { code: "X", name: "X (Twitter)", placeholder: "https://x.com/namaanda" },
  { code: "WEBSITE", name: "Situs web", placeholder: "https://namaanda.com" },
] as const;

/** app_settings entries of this feature: quantities and durations are data, not code (docs/product/README.md). */
export const profileAppSettings = {
  // 20 coins each, valid 365 days (docs/product/coins.md#referral).
  referral: { reward_coins: 20, validity_days: 365 },
  // Upgrade only while more than 30 days remain (docs/product/memberships.md#what-an-agent-may-buy-now).
  membership_rules: { upgrade_min_remaining_days: 30 },
  // The phone number cannot be changed again until this many days after the last change
  // (docs/product/accounts-and-security.md#the-phone-and-its-one-time-code).
  phone_number_change: { lock_days: 30 },
};

export type DemoProfile = {
  email: string;
  propertyTypeCodes: string[];
  priceCodes: string[];
  areaCityIds: string[];
  socials: { code: string; value: string }[];
  nib: string | null;
  address: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  villageId: string;
  age: number | null;
  gender: "MALE" | "FEMALE" | null;
  /** null leaves the bank account unset. */
  billing: { bankName: string; accountName: string; accountNumber: string; phoneNumber: string } | null;
  enquiries?: {
    name: string;
    email: string;
    phone: string;
    message: string;
    read: boolean;
    archived: boolean;
    hoursAgo: number;
  }[];
};

export const demoProfiles: DemoProfile[] = [
  {
    email: "agen@demo.id",
    propertyTypeCodes: ["HOUSE", "APARTMENT"],
    priceCodes: ["500M_1B", "1B_2B"],
    areaCityIds: ["31.71", "31.74", "36.74"],
    socials: [
      { code: "WHATSAPP", value: "081234567890" },
      { code: "INSTAGRAM", value: "https://instagram.com/budisantoso.properti" },
    ],
    nib: "9120001234567",
    address: "Jl. Cikini Raya No. 20, RT 005/RW 002",
    provinceId: "31",
    cityId: "31.71",
    districtId: "31.71.06",
    villageId: "31.71.06.1003",
    age: 34,
    gender: "MALE",
    billing: { bankName: "BCA", accountName: "Budi Santoso", accountNumber: "1234567890", phoneNumber: "081234567890" },
    enquiries: [
      {
        name: "Andi Pratama",
        email: "andi.pratama@contoh.id",
        phone: "081311112222",
        message: "Apakah rumah di Menteng masih tersedia? Saya ingin survei akhir pekan ini.",
        read: false,
        archived: false,
        hoursAgo: 3,
      },
      {
        name: "Maya Sari",
        email: "maya.sari@contoh.id",
        phone: "081322223333",
        message: "Mohon info harga nego untuk apartemen 2 kamar tidur.",
        read: false,
        archived: false,
        hoursAgo: 26,
      },
      {
        name: "Hendra Gunawan",
        email: "hendra.g@contoh.id",
        phone: "081333334444",
        message: "Terima kasih, saya sudah dihubungi.",
        read: true,
        archived: false,
        hoursAgo: 72,
      },
      {
        name: "Lina Marlina",
        email: "lina.m@contoh.id",
        phone: "081344445555",
        message: "Apakah bisa KPR?",
        read: false,
        archived: true,
        hoursAgo: 240,
      },
    ],
  },
  {
    email: "siti@demo.id",
    propertyTypeCodes: ["HOUSE", "VILLA"],
    priceCodes: ["1B_2B", "2B_5B"],
    areaCityIds: ["32.73", "32.04"],
    socials: [{ code: "INSTAGRAM", value: "https://instagram.com/sitirahma.home" }],
    nib: null,
    address: "Jl. Ir. H. Juanda No. 101",
    provinceId: "32",
    cityId: "32.73",
    districtId: "32.73.02",
    villageId: "32.73.02.1004",
    age: 29,
    gender: "FEMALE",
    billing: {
      bankName: "Mandiri",
      accountName: "Siti Rahmawati",
      accountNumber: "1370012345678",
      phoneNumber: "081298765432",
    },
  },
];
