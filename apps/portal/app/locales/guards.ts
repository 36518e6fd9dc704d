// Texts that say why a guard sent the agent somewhere, or why a button cannot be used yet
// (docs/product/accounts-and-security.md#onboarding-chain-and-guards).
export const guards = {
  arrival: {
    phone_required: "Tambahkan nomor HP Anda dulu: portal agen baru bisa dipakai setelah nomor HP terverifikasi.",
    phone_unverified: "Verifikasi nomor HP Anda dengan kode OTP dulu untuk melanjutkan.",
    password_required: "Buat kata sandi akun Anda dulu untuk melanjutkan.",
    membership_required: "Beli membership untuk {{action}}.",
    trial: "Selama masa Trial, {{action}} belum tersedia. Upgrade ke membership berbayar untuk melanjutkan.",
  },
  /** What the agent wanted to do, by the page asked for. */
  actions: {
    "/listing/add": "menambah listing",
    "/coin": "membeli koin",
    "/listing-availability": "membeli slot listing",
    "/renewal": "memperpanjang membership",
    "/upgrade": "upgrade membership",
    "/bulk-repost": "melakukan bulk repost",
    "/featured-agent": "memakai Featured Agent",
    "/featured-agent/beli": "membeli slot Featured Agent",
    "/recommended-listing": "memakai Recommended Listing",
    "/product": "membeli paket lain",
  },
  anyAction: "membuka halaman itu",
  /** Next to a button the agent cannot use yet. */
  button: {
    membership_required: "Perlu membership aktif.",
    trial: "Belum tersedia selama Trial.",
    buyMembership: "Beli membership",
    upgrade: "Upgrade membership",
  },
  loginFirst: "Silakan masuk untuk melanjutkan ke halaman yang Anda buka.",
} as const;
