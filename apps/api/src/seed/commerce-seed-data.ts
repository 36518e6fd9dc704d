// Seeded, editable commerce data (docs/product/orders-and-payments.md#catalogue): prices are rupiah before PPN.
// Membership products take price, term, slots and bonus coins from membership_tiers (catalogue-data.ts).
import { COMPANY } from "@griya/domain/company";

export type ProductSeed = {
  code: string;
  kind: "MEMBERSHIP" | "COIN" | "LISTING_SLOT";
  name: string;
  description: string;
  membershipTier?: "SILVER" | "GOLD" | "PLATINUM";
  coinAmount?: number;
  coinValidityDays?: number;
  /** COIN: per package; LISTING_SLOT: per slot per 30 days. */
  price?: number;
  qtyMin?: number;
  qtyStep?: number;
  durations?: number[];
};

export const products: ProductSeed[] = [
  {
    code: "MEMBERSHIP_SILVER",
    kind: "MEMBERSHIP",
    membershipTier: "SILVER",
    name: "Membership Starter",
    description: "Untuk agen yang baru memulai: pasang listing dan jangkau pembeli di seluruh Indonesia.",
  },
  {
    code: "MEMBERSHIP_GOLD",
    kind: "MEMBERSHIP",
    membershipTier: "GOLD",
    name: "Membership Pro",
    description: "Untuk agen aktif dengan lebih banyak listing dan koin bonus yang lebih besar.",
  },
  {
    code: "MEMBERSHIP_PLATINUM",
    kind: "MEMBERSHIP",
    membershipTier: "PLATINUM",
    name: "Membership Executive",
    description: "Untuk kantor dan agen profesional dengan portofolio listing yang besar.",
  },
  {
    code: "COIN_50",
    kind: "COIN",
    name: "50 Koin",
    description: "Paket 50 koin, berlaku 365 hari.",
    coinAmount: 50,
    coinValidityDays: 365,
    price: 100_000,
  },
  {
    code: "COIN_100",
    kind: "COIN",
    name: "100 Koin",
    description: "Paket 100 koin, berlaku 365 hari.",
    coinAmount: 100,
    coinValidityDays: 365,
    price: 190_000,
  },
  {
    code: "COIN_250",
    kind: "COIN",
    name: "250 Koin",
    description: "Paket 250 koin, berlaku 365 hari.",
    coinAmount: 250,
    coinValidityDays: 365,
    price: 450_000,
  },
  {
    code: "COIN_500",
    kind: "COIN",
    name: "500 Koin",
    description: "Paket 500 koin, berlaku 365 hari.",
    coinAmount: 500,
    coinValidityDays: 365,
    price: 850_000,
  },
  {
    code: "LISTING_SLOT",
    kind: "LISTING_SLOT",
    name: "Slot Listing",
    description: "Tambahan slot listing aktif di luar kuota membership Anda.",
    price: 15_000,
    qtyMin: 5,
    qtyStep: 5,
    durations: [90, 180, 365],
  },
];

/** Coin cost of actions (docs/product/coins.md#what-coins-buy). */
export const coinPrices = [
  { activity: "ACTIVATE_LISTING", coins: 5, description: "Aktivasi listing" },
  { activity: "REPOST_LISTING", coins: 1, description: "Repost listing" },
  { activity: "RECOMMENDED_LISTING", coins: 20, description: "Recommended Listing per 7 hari" },
  { activity: "FEATURED_AGENT", coins: 100, description: "Featured agent per area per bulan" },
] as const;

/** app_settings.commerce: order and invoice rules that a business tunes. */
export const commerceSettings = {
  commerce: {
    // An order may be paid within 24 hours, then it expires (docs/product/orders-and-payments.md#placing-an-order).
    order_pay_hours: 24,
    // Membership bonus coins are valid 365 days from payment, like purchased coins.
    bonus_coin_validity_days: 365,
    orders_per_page: 10,
    invoice_issuer: {
      ...COMPANY,
      email: "tagihan@griya.id",
    },
  },
};

export type PromoSeed = {
  code: string;
  description: string;
  discountPercentage?: number;
  discountAmount?: number;
  /** Days relative to the seed time, or a fixed ISO date. */
  validFrom: number | string;
  validUntil: number | string;
  minSlots?: number;
  minDurationDays?: number;
  productKinds?: string[];
  perUserLimit?: number;
  totalLimit?: number;
  /** The campaign's heading on /promo; required when public. */
  title?: string;
  /** Published as a campaign on /promo (default false: usable at checkout, never listed). */
  isPublic?: boolean;
  /** PROJECT_DISCOUNTS: only for users on the project_discounts allow-list (default ALL). */
  audience?: "ALL" | "PROJECT_DISCOUNTS";
};

/**
 * Demo promo codes (docs/product/orders-and-payments.md#promo-codes): one per rule a promo can have, and one that has
 * expired. Published ones are the campaigns of /promo; GRATIS stays unpublished (a demo of free orders, not an offer);
 * PROYEK15 is a project discount offer, seen and usable only by users on the project_discounts allow-list.
 */
export const demoPromoCodes: PromoSeed[] = [
  {
    code: "HEMAT10",
    description: "Diskon 10% untuk pembelian dengan durasi minimal 180 hari.",
    discountPercentage: 10,
    validFrom: -30,
    validUntil: 3 * 365,
    minDurationDays: 180,
    title: "Hemat 10% untuk langganan panjang",
    isPublic: true,
  },
  {
    code: "SLOT50",
    description: "Potongan Rp 100.000 untuk pembelian minimal 50 slot listing.",
    discountAmount: 100_000,
    validFrom: -30,
    validUntil: 3 * 365,
    minSlots: 50,
    productKinds: ["LISTING_SLOT"],
    title: "Potongan Rp 100.000 untuk 50 slot listing",
    isPublic: true,
  },
  {
    code: "GRATIS",
    description: "Diskon 100% (demo pesanan gratis). Membership yang didapat gratis tidak mendapat bonus koin.",
    discountPercentage: 100,
    validFrom: -30,
    validUntil: 3 * 365,
    perUserLimit: 1,
  },
  {
    code: "LEBARAN2024",
    description: "Diskon 20% Lebaran 2024.",
    discountPercentage: 20,
    validFrom: "2024-03-01T00:00:00+07:00",
    validUntil: "2024-04-30T23:59:59+07:00",
    title: "Promo Lebaran 2024",
    isPublic: true,
  },
  {
    code: "PROYEK15",
    description: "Diskon 15% slot listing untuk agen yang memasarkan proyek perumahan baru.",
    discountPercentage: 15,
    validFrom: -30,
    validUntil: 3 * 365,
    productKinds: ["LISTING_SLOT"],
    title: "Diskon proyek 15% untuk slot listing",
    isPublic: true,
    audience: "PROJECT_DISCOUNTS",
  },
];
