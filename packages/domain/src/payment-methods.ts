// Payment methods (docs/product/orders-and-payments.md#payment-methods; openapi PaymentMethod): codes, Indonesian
// labels, the groups the checkout shows, and the step-by-step guide of /how-to-pay per method and channel. Steps
// mention the VA number, payment code and amount when they are known, and read naturally without them; they speak only
// of what the page shows (the QR image, the app button, the grouped number with its copy button).
import { formatRupiah } from "./format";

export const PAYMENT_METHODS = [
  "bca_va",
  "bni_va",
  "bri_va",
  "mandiri_va",
  "permata_va",
  "credit_card",
  "gopay",
  "ovo",
  "dana",
  "shopeepay",
  "alfamart",
  "indomaret",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A bank virtual account by default, and the checkout returns to it after an order
 * (docs/product/orders-and-payments.md#the-checkout).
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "bca_va";

export const PAYMENT_METHOD_GROUPS = ["virtual_account", "card", "e_wallet", "retail"] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

export const PAYMENT_METHOD_GROUP_LABELS = {
  virtual_account: "Virtual Account",
  card: "Kartu Kredit/Debit",
  e_wallet: "E-Wallet",
  retail: "Gerai Retail",
} as const satisfies Record<PaymentMethodGroup, string>;

const PAYMENT_METHOD_INFO = {
  bca_va: { label: "BCA Virtual Account", group: "virtual_account" },
  bni_va: { label: "BNI Virtual Account", group: "virtual_account" },
  bri_va: { label: "BRI Virtual Account", group: "virtual_account" },
  mandiri_va: { label: "Mandiri Virtual Account", group: "virtual_account" },
  permata_va: { label: "Permata Virtual Account", group: "virtual_account" },
  credit_card: { label: "Kartu Kredit/Debit", group: "card" },
  gopay: { label: "GoPay", group: "e_wallet" },
  ovo: { label: "OVO", group: "e_wallet" },
  dana: { label: "DANA", group: "e_wallet" },
  shopeepay: { label: "ShopeePay", group: "e_wallet" },
  alfamart: { label: "Alfamart", group: "retail" },
  indomaret: { label: "Indomaret", group: "retail" },
} as const satisfies Record<PaymentMethod, { label: string; group: PaymentMethodGroup }>;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_INFO[method].label;
}

export function paymentMethodGroup(method: PaymentMethod): PaymentMethodGroup {
  return PAYMENT_METHOD_INFO[method].group;
}

/** The checkout's list: each group with its label and methods, in PAYMENT_METHODS order. */
export function groupedPaymentMethods(
  methods: readonly PaymentMethod[] = PAYMENT_METHODS,
): { group: PaymentMethodGroup; label: string; methods: { value: PaymentMethod; label: string }[] }[] {
  return PAYMENT_METHOD_GROUPS.map((group) => ({
    group,
    label: PAYMENT_METHOD_GROUP_LABELS[group],
    methods: methods
      .filter((method) => paymentMethodGroup(method) === group)
      .map((method) => ({ value: method, label: paymentMethodLabel(method) })),
  })).filter((entry) => entry.methods.length > 0);
}

/** What the gateway issued for the order (PaymentInstructions, camelCased) and how much to pay. */
export interface PaymentDetails {
  vaNumber?: string | null;
  paymentCode?: string | null;
  billKey?: string | null;
  billerCode?: string | null;
  amount?: number | null;
  /** The name a store cashier looks the bill up by. */
  merchantName?: string;
}

export interface PaymentReference {
  label: string;
  /** As the gateway issued it: what the copy button copies. */
  value: string;
  /** As shown: long numbers and codes in groups of four. */
  display: string;
  /** What the copy confirmation calls it ("Nomor disalin." / "Kode disalin."). */
  kind: "number" | "code";
}

/** Values this long or shorter (a biller code) read at a glance; longer ones are grouped. */
const GROUPING_THRESHOLD = 6;

/** "8808123456789012" → "8808 1234 5678 9012", from the left as banks print them; short values stay as they are. */
export function groupInFours(value: string): string {
  const compact = value.replace(/\s+/g, "");
  if (compact.length <= GROUPING_THRESHOLD) return compact;
  return compact.match(/.{1,4}/g)!.join(" ");
}

const reference = (label: string, value: string, kind: PaymentReference["kind"]): PaymentReference => ({
  label,
  value,
  display: groupInFours(value),
  kind,
});

/** The wallet app a method's `deeplink-redirect` opens, by the name on its icon. */
const WALLET_APPS: Partial<Record<PaymentMethod, string>> = { gopay: "GoPay", shopeepay: "ShopeePay" };

/** The label of the button that opens the wallet app ("Buka aplikasi GoPay"), for methods that have one. */
export function walletAppButtonLabel(method: PaymentMethod): string | undefined {
  const app = WALLET_APPS[method];
  return app ? `Buka aplikasi ${app}` : undefined;
}

/**
 * The button text for a gateway action (Midtrans names such as "deeplink-redirect"), or undefined when the
 * action is no button: "generate-qr-code" is drawn as the QR image, and a name we do not know is not shown.
 * A gateway's own action name never reaches the payer.
 */
export function paymentActionLabel(method: PaymentMethod, actionName: string): string | undefined {
  return actionName === "deeplink-redirect" ? walletAppButtonLabel(method) : undefined;
}

/** Methods paid by scanning a QR code (GoPay's own, or QRIS for OVO and DANA). */
export function paysByQrCode(method: PaymentMethod): boolean {
  return method === "gopay" || method === "ovo" || method === "dana";
}

/** The accessible name of the QR image. */
export function qrCodeLabel(method: PaymentMethod): string {
  return method === "gopay"
    ? "Kode QR pembayaran GoPay"
    : `Kode QRIS untuk membayar dengan ${paymentMethodLabel(method)}`;
}

export interface PaymentInstructionSection {
  /** The channel: "ATM BCA", "m-BCA (BCA mobile)", "Aplikasi GoPay", "Kasir Alfamart"… */
  title: string;
  steps: string[];
}

const DEFAULT_MERCHANT_NAME = "Griya";

/** The numbers the agent needs, in the order to type them (Mandiri: company code, then bill key). */
export function paymentReferences(method: PaymentMethod, details: PaymentDetails = {}): PaymentReference[] {
  const references: PaymentReference[] = [];
  if (method === "mandiri_va") {
    if (details.billerCode) references.push(reference("Kode Perusahaan", details.billerCode, "number"));
    const key = details.billKey ?? details.vaNumber;
    if (key) references.push(reference("Kode Bayar", key, "number"));
  } else if (paymentMethodGroup(method) === "virtual_account" && details.vaNumber) {
    references.push(reference("Nomor Virtual Account", details.vaNumber, "number"));
  } else if (paymentMethodGroup(method) === "retail" && details.paymentCode) {
    references.push(reference("Kode Pembayaran", details.paymentCode, "code"));
  }
  return references;
}

type Words = {
  va: string;
  billKey: string;
  biller: string;
  code: string;
  amount: string;
  merchant: string;
};

function words(details: PaymentDetails): Words {
  const billKey = details.billKey ?? details.vaNumber;
  return {
    va: details.vaNumber ? `nomor Virtual Account ${groupInFours(details.vaNumber)}` : "nomor Virtual Account Anda",
    billKey: billKey ? `kode bayar ${groupInFours(billKey)}` : "kode bayar Anda",
    biller: details.billerCode ? `kode perusahaan ${groupInFours(details.billerCode)}` : "kode perusahaan yang tertera",
    code: details.paymentCode ? `kode pembayaran ${groupInFours(details.paymentCode)}` : "kode pembayaran Anda",
    amount: typeof details.amount === "number" ? `jumlah tagihan ${formatRupiah(details.amount)}` : "jumlah tagihan",
    merchant: details.merchantName ?? DEFAULT_MERCHANT_NAME,
  };
}

const KEEP_RECEIPT = "Simpan struk sebagai bukti pembayaran.";
const KEEP_PROOF = "Simpan bukti transaksi yang muncul di layar.";
const AUTO_UPDATE = "Status pesanan diperbarui otomatis setelah pembayaran diterima.";

/** The button of a card payment waiting for the bank's 3-D Secure check. */
export const CARD_VERIFY_LABEL = "Lanjutkan ke verifikasi 3-D Secure";

/** A wallet that pays any QRIS code: scan the code on this page, or from a screenshot on the same phone. */
function qrisGuide(app: string, w: Words): PaymentInstructionSection[] {
  return [
    {
      title: `Aplikasi ${app}`,
      steps: [
        `Buka aplikasi ${app} di ponsel Anda, lalu ketuk Scan atau Bayar (QRIS).`,
        "Pindai kode QRIS di halaman ini. Jika halaman ini terbuka di ponsel yang sama, simpan tangkapan layar kode QRIS lalu pilih gambar itu dari galeri di layar Scan.",
        `Periksa ${w.amount}, lalu ketuk Bayar.`,
        `Masukkan PIN ${app} Anda.`,
        AUTO_UPDATE,
      ],
    },
  ];
}

const GUIDES: Record<PaymentMethod, (w: Words) => PaymentInstructionSection[]> = {
  bca_va: (w) => [
    {
      title: "ATM BCA",
      steps: [
        "Masukkan kartu ATM BCA dan PIN Anda.",
        "Pilih menu Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.",
        `Masukkan ${w.va}, lalu pilih Benar.`,
        `Periksa nama pesanan dan ${w.amount}, lalu pilih Ya.`,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "m-BCA (BCA mobile)",
      steps: [
        "Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses.",
        "Pilih m-Transfer > BCA Virtual Account.",
        `Masukkan ${w.va}, lalu pilih OK.`,
        `Periksa ${w.amount}, pilih OK, lalu masukkan PIN m-BCA.`,
        KEEP_PROOF,
      ],
    },
    {
      title: "KlikBCA (internet banking)",
      steps: [
        "Masuk ke KlikBCA Individual di klikbca.com.",
        "Pilih Transfer Dana > Transfer ke BCA Virtual Account.",
        `Masukkan ${w.va}, lalu pilih Lanjutkan.`,
        `Periksa ${w.amount}, masukkan respons KeyBCA, lalu pilih Kirim.`,
        KEEP_PROOF,
      ],
    },
  ],
  bni_va: (w) => [
    {
      title: "ATM BNI",
      steps: [
        "Masukkan kartu ATM BNI dan PIN Anda.",
        "Pilih Menu Lainnya > Transfer > Rekening Tabungan > Ke Rekening BNI.",
        `Masukkan ${w.va}, lalu pilih Benar.`,
        `Periksa ${w.amount}, lalu pilih Ya untuk membayar.`,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BNI Mobile Banking",
      steps: [
        "Buka aplikasi BNI Mobile Banking dan masuk ke akun Anda.",
        "Pilih Transfer > Virtual Account Billing.",
        `Masukkan ${w.va}, lalu pilih Lanjut.`,
        `Periksa ${w.amount}, lalu masukkan password transaksi.`,
        KEEP_PROOF,
      ],
    },
    {
      title: "BNI Internet Banking",
      steps: [
        "Masuk ke BNI Internet Banking di ibank.bni.co.id.",
        "Pilih Transfer > Virtual Account Billing.",
        `Masukkan ${w.va}, lalu pilih Lanjut.`,
        `Periksa ${w.amount}, lalu masukkan kode otentikasi token.`,
        KEEP_PROOF,
      ],
    },
  ],
  bri_va: (w) => [
    {
      title: "ATM BRI",
      steps: [
        "Masukkan kartu ATM BRI dan PIN Anda.",
        "Pilih Transaksi Lain > Pembayaran > Lainnya > BRIVA.",
        `Masukkan ${w.va}, lalu pilih Benar.`,
        `Periksa ${w.amount}, lalu pilih Ya.`,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BRImo (mobile banking)",
      steps: [
        "Buka aplikasi BRImo dan masuk ke akun Anda.",
        "Pilih menu BRIVA.",
        `Masukkan ${w.va}, lalu pilih Lanjutkan.`,
        `Periksa ${w.amount}, lalu masukkan PIN BRImo.`,
        KEEP_PROOF,
      ],
    },
    {
      title: "Internet Banking BRI",
      steps: [
        "Masuk ke Internet Banking BRI di ib.bri.co.id.",
        "Pilih Pembayaran > BRIVA.",
        `Masukkan ${w.va}, lalu pilih Kirim.`,
        `Periksa ${w.amount}, masukkan password dan mToken, lalu pilih Kirim.`,
        KEEP_PROOF,
      ],
    },
  ],
  mandiri_va: (w) => [
    {
      title: "ATM Mandiri",
      steps: [
        "Masukkan kartu ATM Mandiri dan PIN Anda.",
        "Pilih Bayar/Beli > Lainnya > Multi Payment.",
        `Masukkan ${w.biller}, lalu pilih Benar.`,
        `Masukkan ${w.billKey}, lalu pilih Benar.`,
        `Periksa ${w.amount}, tekan 1, lalu pilih Ya.`,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "Livin' by Mandiri",
      steps: [
        "Buka aplikasi Livin' by Mandiri dan masuk ke akun Anda.",
        `Pilih Bayar, lalu cari penyedia jasa dengan ${w.biller}.`,
        `Masukkan ${w.billKey}, lalu pilih Lanjutkan.`,
        `Periksa ${w.amount}, lalu masukkan PIN Livin'.`,
        KEEP_PROOF,
      ],
    },
    {
      title: "Mandiri Internet Banking",
      steps: [
        "Masuk ke Mandiri Internet Banking di ibank.bankmandiri.co.id.",
        `Pilih Bayar > Multi Payment, lalu pilih penyedia jasa dengan ${w.biller}.`,
        `Masukkan ${w.billKey}, lalu pilih Lanjut.`,
        `Periksa ${w.amount}, lalu masukkan kode dari token Mandiri.`,
        KEEP_PROOF,
      ],
    },
  ],
  permata_va: (w) => [
    {
      title: "ATM Permata",
      steps: [
        "Masukkan kartu ATM Permata dan PIN Anda.",
        "Pilih Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account.",
        `Masukkan ${w.va}, lalu pilih Benar.`,
        `Periksa ${w.amount}, lalu pilih Benar untuk membayar.`,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "PermataMobile X",
      steps: [
        "Buka aplikasi PermataMobile X dan masuk ke akun Anda.",
        "Pilih Bayar Tagihan > Virtual Account.",
        `Masukkan ${w.va}, lalu pilih Lanjut.`,
        `Periksa ${w.amount}, lalu masukkan kode respons atau PIN.`,
        KEEP_PROOF,
      ],
    },
    {
      title: "PermataNet (internet banking)",
      steps: [
        "Masuk ke PermataNet di permatanet.com.",
        "Pilih Pembayaran Tagihan > Virtual Account.",
        `Masukkan ${w.va}, lalu pilih Lanjut.`,
        `Periksa ${w.amount}, lalu masukkan kode token yang dikirim lewat SMS.`,
        KEEP_PROOF,
      ],
    },
  ],
  credit_card: (w) => [
    {
      title: "Kartu Kredit/Debit",
      steps: [
        "Masukkan nomor kartu, nama pemegang kartu, masa berlaku, dan CVV di halaman checkout.",
        `Periksa ${w.amount}, lalu pilih Bayar.`,
        `Jika bank meminta verifikasi 3-D Secure, ketuk tombol ${CARD_VERIFY_LABEL} di halaman ini, lalu masukkan kode OTP dari bank penerbit kartu Anda.`,
        AUTO_UPDATE,
      ],
    },
  ],
  // The page shows the QR code (drawn from the gateway's QR text) and, on a phone, the app button.
  gopay: (w) => [
    {
      title: "Pindai kode QR",
      steps: [
        "Buka aplikasi Gojek atau GoPay di ponsel Anda.",
        "Ketuk Bayar atau Scan, lalu pindai kode QR di halaman ini.",
        `Periksa ${w.amount}, lalu ketuk Konfirmasi & Bayar.`,
        "Masukkan PIN GoPay Anda.",
        AUTO_UPDATE,
      ],
    },
    {
      title: "Dari ponsel ini",
      steps: [
        `Ketuk tombol ${walletAppButtonLabel("gopay")} di halaman ini.`,
        "Aplikasi Gojek atau GoPay terbuka dengan tagihan ini.",
        `Periksa ${w.amount}, lalu ketuk Konfirmasi & Bayar.`,
        "Masukkan PIN GoPay Anda.",
        AUTO_UPDATE,
      ],
    },
  ],
  // OVO and DANA pay the order's QRIS code (ADR 0013): the page shows the code and no app button.
  ovo: (w) => qrisGuide("OVO", w),
  dana: (w) => qrisGuide("DANA", w),
  // ShopeePay through the gateway is a link into the Shopee app only: the page shows the button, no QR code.
  shopeepay: (w) => [
    {
      title: "Aplikasi Shopee",
      steps: [
        "Buka halaman ini di ponsel yang terpasang aplikasi Shopee.",
        `Ketuk tombol ${walletAppButtonLabel("shopeepay")} di halaman ini.`,
        `Periksa ${w.amount}, lalu ketuk Bayar Sekarang.`,
        "Masukkan PIN ShopeePay Anda.",
        AUTO_UPDATE,
      ],
    },
  ],
  alfamart: (w) => [
    {
      title: "Kasir Alfamart",
      steps: [
        "Datang ke gerai Alfamart, Alfamidi, atau Dan+Dan terdekat.",
        `Sampaikan kepada kasir bahwa Anda ingin membayar tagihan ${w.merchant}.`,
        `Tunjukkan ${w.code} kepada kasir.`,
        `Bayar sesuai ${w.amount} (gerai dapat mengenakan biaya layanan).`,
        KEEP_RECEIPT,
      ],
    },
  ],
  indomaret: (w) => [
    {
      title: "Kasir Indomaret",
      steps: [
        "Datang ke gerai Indomaret terdekat.",
        `Sampaikan kepada kasir bahwa Anda ingin membayar tagihan ${w.merchant}.`,
        `Tunjukkan ${w.code} kepada kasir.`,
        `Bayar sesuai ${w.amount} (gerai dapat mengenakan biaya layanan).`,
        KEEP_RECEIPT,
      ],
    },
  ],
};

/** The guide of /how-to-pay: one section per channel (ATM, mobile, internet banking; the app; the cashier). */
export function paymentInstructions(method: PaymentMethod, details: PaymentDetails = {}): PaymentInstructionSection[] {
  return GUIDES[method](words(details));
}
