// Demo accounts seeded on first start. Every one logs in with DEMO_PASSWORD.
export const DEMO_PASSWORD = "rahasia123";

export type DemoAgent = {
  email: string;
  name: string;
  phoneNumber: string;
  referralCode: string;
  agentTypeCode: string;
  officeName: string | null;
  tier: "TRIAL" | "SILVER" | "GOLD" | "PLATINUM" | null;
  /** Days before the first seeding that the membership started (0 when omitted): long enough ago, it has ended. */
  startedDaysAgo?: number;
  adminProjectPartnerUrl?: string;
};

export const demoAgents: DemoAgent[] = [
  {
    email: "agen@demo.id",
    name: "Budi Santoso",
    phoneNumber: "081234567890",
    referralCode: "BUDISANT",
    agentTypeCode: "OFFICE",
    officeName: "Griya Prima Realty",
    tier: "SILVER",
  },
  {
    email: "siti@demo.id",
    name: "Siti Rahmawati",
    phoneNumber: "081298765432",
    referralCode: "SITIRAHM",
    agentTypeCode: "OFFICE",
    officeName: "Nusantara Properti",
    tier: "GOLD",
  },
  {
    email: "agus@demo.id",
    name: "Agus Wijaya",
    phoneNumber: "081355512345",
    referralCode: "AGUSWIJA",
    agentTypeCode: "INDEPENDENT",
    officeName: null,
    tier: "PLATINUM",
  },
  {
    email: "dewi@demo.id",
    name: "Dewi Lestari",
    phoneNumber: "081377788899",
    referralCode: "DEWILEST",
    agentTypeCode: "DEVELOPER",
    officeName: "Cahaya Realty",
    tier: "TRIAL",
  },
  {
    // A Trial that ended six days ago: not a running Trial, so /product sells every paid tier.
    email: "wulan@demo.id",
    name: "Wulan Sari",
    phoneNumber: "081355566677",
    referralCode: "WULANSAR",
    agentTypeCode: "INDEPENDENT",
    officeName: null,
    tier: "TRIAL",
    startedDaysAgo: 20,
  },
  {
    email: "rudi@demo.id",
    name: "Rudi Hartono",
    phoneNumber: "085712345678",
    referralCode: "RUDIHART",
    agentTypeCode: "INDEPENDENT",
    officeName: null,
    tier: null,
  },
  {
    email: "mitra@demo.id",
    name: "Rina Kusuma",
    phoneNumber: "081311122233",
    referralCode: "RINAKUSU",
    agentTypeCode: "DEVELOPER",
    officeName: "Mitra Hunian Nusantara",
    tier: "GOLD",
    adminProjectPartnerUrl: "https://mitra.griya.id/dasbor",
  },
];
