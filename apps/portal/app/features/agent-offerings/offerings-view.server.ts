import { formatRupiah } from "@griya/domain/format";
import type { CatalogueFacts } from "./offerings-api.server";

// What /agent-offerings shows, worked out on the server from the catalogue so every number is the product's own
// and the browser gets ready-made Indonesian text.

export type TierView = {
  type: string;
  name: string;
  trial: boolean;
  price: string;
  /** "Rp 1.332.000", or "Gratis" for the Trial. */
  priceWithVat: string;
  /** "Rp 1.332.000 termasuk PPN 11%", or how the Trial is obtained. */
  priceNote: string;
  duration: string;
  slots: string;
  coins: string;
};

export type ComparisonRow = { label: string; values: string[] };
export type FaqItem = { question: string; answer: string };

export type OfferingsView = {
  tiers: TierView[];
  comparison: ComparisonRow[];
  coinPackages: { name: string; coins: string; price: string; validity: string }[];
  coinCosts: { action: string; cost: string }[];
  slotOffer: string | null;
  faq: FaqItem[];
};

const days = (n: number) => `${n.toLocaleString("id-ID")} hari`;
const coins = (n: number) => `${n.toLocaleString("id-ID")} koin`;
/** PPN rounded half up to the rupiah, as the checkout charges it. */
const withVat = (net: number, percent: number) => net + Math.floor((2 * net * percent + 100) / 200);

export function offeringsView(facts: CatalogueFacts): OfferingsView {
  const vat = facts.vat_percent;
  const { limits, coin_costs: cost } = facts;
  const tiers: TierView[] = facts.memberships.map((tier) => {
    const trial = tier.type === "TRIAL";
    const priceWithVat = trial ? "Gratis" : formatRupiah(withVat(tier.price, vat));
    return {
      type: tier.type,
      name: tier.display_name,
      trial,
      price: trial ? "Gratis" : formatRupiah(tier.price),
      priceWithVat,
      priceNote: trial ? "Sekali, setelah nomor ponsel Anda terverifikasi" : `${priceWithVat} termasuk PPN ${vat}%`,
      duration: days(tier.duration_days),
      slots: `${tier.listing_slots.toLocaleString("id-ID")} listing aktif`,
      coins: coins(tier.bonus_coins),
    };
  });
  const paid = facts.memberships.filter((tier) => tier.type !== "TRIAL");
  const trial = facts.memberships.find((tier) => tier.type === "TRIAL");
  const paidDays = paid[0]?.duration_days ?? 365;
  const yes = "Ya";
  const comparison: ComparisonRow[] = [
    { label: "Harga (sebelum PPN)", values: tiers.map((t) => t.price) },
    { label: `Harga termasuk PPN ${vat}%`, values: tiers.map((t) => t.priceWithVat) },
    { label: "Masa berlaku", values: tiers.map((t) => t.duration) },
    { label: "Slot listing aktif", values: facts.memberships.map((t) => t.listing_slots.toLocaleString("id-ID")) },
    { label: "Koin bonus", values: tiers.map((t) => t.coins) },
    { label: "Kode referral", values: tiers.map((t) => (t.trial ? "Tidak" : yes)) },
    { label: "Beli koin dan slot tambahan", values: tiers.map((t) => (t.trial ? "Tidak" : yes)) },
  ];
  const slot = facts.listing_slot;
  const faq: FaqItem[] = [
    {
      question: "Berapa lama membership berlaku?",
      answer: `Membership berbayar berlaku ${days(paidDays)} sejak pembayaran diterima. Menjelang akhir masa berlaku Anda dapat memperpanjangnya: langsung (masa baru dimulai saat itu) atau diantrekan agar mulai ketika masa sekarang berakhir.`,
    },
    {
      question: "Apakah pembayaran membership bisa dikembalikan?",
      answer:
        "Tidak. Membership, koin, dan slot yang sudah dibayar tidak dapat dikembalikan (non-refundable), juga ketika listing dinonaktifkan. Pilih paket sesuai jumlah listing yang Anda pasarkan.",
    },
    ...(trial
      ? [
          {
            question: "Apa itu Trial, dan bagaimana setelahnya?",
            answer: `Setelah mendaftar dan memverifikasi nomor ponsel, Anda mendapat Trial ${days(trial.duration_days)} dengan ${trial.listing_slots} slot listing dan ${coins(trial.bonus_coins)} (berlaku selama Trial). Selama Trial, pembelian koin dan slot belum tersedia: tingkatkan (upgrade) ke Starter, Pro, atau Executive untuk masa penuh ${days(paidDays)}.`,
          },
        ]
      : []),
    {
      question: "Bisakah saya pindah ke paket yang lebih tinggi?",
      answer:
        "Bisa, selama masa membership Anda masih lebih dari 30 hari. Anda hanya membayar selisih harga untuk sisa hari yang berjalan; tanggal berakhirnya tetap sama. Dalam 30 hari terakhir, pilih perpanjangan.",
    },
    {
      question: "Berapa lama koin berlaku, dan untuk apa?",
      answer: `Setiap koin berlaku ${days(limits.coin_validity_days)} sejak diterima dan dipakai mulai dari yang paling cepat berakhir. Koin dipakai untuk mengaktifkan listing (${coins(cost.activate_listing)}), repost (${coins(cost.repost_listing)}), Recommended Listing (${coins(cost.recommended_listing_week)} per minggu), dan Featured Agent (${coins(cost.featured_agent_month)} per area per bulan). Tanpa membership aktif, koin dibekukan: tidak hilang, tetapi belum bisa dipakai.`,
    },
    {
      question: "Bagaimana program referral bekerja?",
      answer: `Setiap member berbayar punya kode referral. Ketika agen yang Anda ajak membayar membership berbayar pertamanya (lebih dari Rp 0), Anda berdua masing-masing mendapat ${coins(limits.referral_reward_coins)} yang berlaku ${days(limits.referral_reward_validity_days)}, asalkan nomor ponsel kalian berdua sudah terverifikasi.`,
    },
    {
      question: "Bagaimana cara membayar?",
      answer: `Dengan virtual account (BCA, BNI, BRI, Mandiri, Permata), kartu kredit/debit, GoPay, OVO, DANA, ShopeePay, Alfamart, atau Indomaret. Selesaikan pembayaran dalam ${limits.order_pay_hours} jam; harga di atas belum termasuk PPN ${vat}% yang ditambahkan saat checkout.`,
    },
  ];
  return {
    tiers,
    comparison,
    faq,
    coinPackages: facts.coin_packages.map((pack) => ({
      name: pack.name,
      coins: coins(pack.coins),
      price: formatRupiah(pack.price),
      validity: `berlaku ${days(pack.validity_days)}`,
    })),
    coinCosts: [
      { action: "Mengaktifkan listing", cost: coins(cost.activate_listing) },
      { action: "Repost listing", cost: coins(cost.repost_listing) },
      { action: "Recommended Listing, per minggu", cost: coins(cost.recommended_listing_week) },
      { action: "Featured Agent, per area per bulan", cost: coins(cost.featured_agent_month) },
    ],
    slotOffer: slot
      ? `Butuh lebih banyak listing? Slot tambahan ${formatRupiah(slot.price_per_30_days)} per slot per 30 hari (sebelum PPN), kelipatan ${slot.qty_step} (minimal ${slot.qty_min}), untuk ${slot.durations.join(", ")} hari.`
      : null,
  };
}
