import type { CoinActivity, CoinSource } from "../kernels/coins/ledger.js";

// Demo coin history, so the coin screens of the demo agents look lived-in. Times are relative to the seed run.

export type DemoBatch = {
  key: string;
  email: string;
  source: Exclude<CoinSource, "TRANSFER_IN" | "REFERRAL">;
  productName: string;
  amount: number;
  creditedDaysAgo: number;
  /** Days of validity; undefined = as long as the agent's current membership (Trial coins). */
  validDays?: number;
};

export type DemoUsage = {
  batch: string;
  activity: CoinActivity;
  amount: number;
  daysAgo: number;
  listingName: string;
  listingNumber: string;
};

export type DemoTransfer = {
  key: string;
  fromBatch: string;
  toEmail: string;
  amount: number;
  daysAgo: number;
  notes: string | null;
};

export const demoCoinBatches: DemoBatch[] = [
  {
    key: "budi-bonus",
    email: "agen@demo.id",
    source: "MEMBERSHIP_BONUS",
    productName: "Bonus Membership Starter",
    amount: 50,
    creditedDaysAgo: 0,
    validDays: 365,
  },
  {
    key: "budi-100",
    email: "agen@demo.id",
    source: "PURCHASE",
    productName: "100 Koin",
    amount: 100,
    creditedDaysAgo: 20,
    validDays: 365,
  },
  {
    key: "budi-old",
    email: "agen@demo.id",
    source: "PURCHASE",
    productName: "50 Koin",
    amount: 50,
    creditedDaysAgo: 400,
    validDays: 365,
  },
  {
    key: "siti-bonus",
    email: "siti@demo.id",
    source: "MEMBERSHIP_BONUS",
    productName: "Bonus Membership Pro",
    amount: 150,
    creditedDaysAgo: 0,
    validDays: 365,
  },
  {
    key: "agus-bonus",
    email: "agus@demo.id",
    source: "MEMBERSHIP_BONUS",
    productName: "Bonus Membership Executive",
    amount: 500,
    creditedDaysAgo: 0,
    validDays: 365,
  },
  {
    key: "agus-250",
    email: "agus@demo.id",
    source: "PURCHASE",
    productName: "250 Koin",
    amount: 250,
    creditedDaysAgo: 60,
    validDays: 365,
  },
  {
    key: "dewi-trial",
    email: "dewi@demo.id",
    source: "TRIAL",
    productName: "Koin Trial",
    amount: 10,
    creditedDaysAgo: 0,
  },
  // Rudi has no membership: these coins are frozen until he buys one.
  {
    key: "rudi-100",
    email: "rudi@demo.id",
    source: "PURCHASE",
    productName: "100 Koin",
    amount: 100,
    creditedDaysAgo: 200,
    validDays: 365,
  },
  {
    key: "mitra-bonus",
    email: "mitra@demo.id",
    source: "MEMBERSHIP_BONUS",
    productName: "Bonus Membership Pro",
    amount: 150,
    creditedDaysAgo: 0,
    validDays: 365,
  },
];

export const demoCoinUsages: DemoUsage[] = [
  // Spent from the old batch while it was still valid; the rest of it expired.
  {
    batch: "budi-old",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 390,
    listingName: "Rumah Minimalis 2 Lantai di Bintaro Sektor 9",
    listingNumber: "GRY-100231",
  },
  {
    batch: "budi-old",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 385,
    listingName: "Apartemen Studio Dekat Stasiun Sudirman",
    listingNumber: "GRY-100245",
  },
  {
    batch: "budi-old",
    activity: "REPOST_LISTING",
    amount: 1,
    daysAgo: 380,
    listingName: "Rumah Minimalis 2 Lantai di Bintaro Sektor 9",
    listingNumber: "GRY-100231",
  },
  {
    batch: "budi-old",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 375,
    listingName: "Ruko 3 Lantai Pinggir Jalan Raya Serpong",
    listingNumber: "GRY-100262",
  },
  {
    batch: "budi-100",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 15,
    listingName: "Rumah Hook Siap Huni di Cibubur",
    listingNumber: "GRY-104518",
  },
  {
    batch: "budi-100",
    activity: "REPOST_LISTING",
    amount: 1,
    daysAgo: 10,
    listingName: "Rumah Hook Siap Huni di Cibubur",
    listingNumber: "GRY-104518",
  },
  {
    batch: "budi-100",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 5,
    listingName: "Tanah Kavling 200 m² di Sentul City",
    listingNumber: "GRY-104733",
  },
  {
    batch: "budi-100",
    activity: "REPOST_LISTING",
    amount: 1,
    daysAgo: 2,
    listingName: "Tanah Kavling 200 m² di Sentul City",
    listingNumber: "GRY-104733",
  },
  {
    batch: "agus-250",
    activity: "ACTIVATE_LISTING",
    amount: 5,
    daysAgo: 40,
    listingName: "Villa dengan Kolam Renang di Canggu",
    listingNumber: "GRY-102980",
  },
];

export const demoCoinTransfers: DemoTransfer[] = [
  {
    key: "budi-to-siti",
    fromBatch: "budi-100",
    toEmail: "siti@demo.id",
    amount: 20,
    daysAgo: 8,
    notes: "Titipan koin untuk listing bersama di Bintaro",
  },
  {
    key: "agus-to-budi",
    fromBatch: "agus-250",
    toEmail: "agen@demo.id",
    amount: 15,
    daysAgo: 3,
    notes: "Terima kasih atas referensi kliennya",
  },
];
