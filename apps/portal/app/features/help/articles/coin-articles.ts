import { pathTo } from "../../../paths";
import { list, note, paragraph, section, steps, table, type HelpArticle, type HelpFacts } from "../help-article";
import { COIN_PACKAGE_HEAD, coinPackageRows } from "../help-format";
import { helpPath } from "../help-topics";

function costRows(facts: HelpFacts): string[][] {
  const c = facts.coin_costs;
  return [
    ["Aktivasi listing", `${c.activate_listing} koin`],
    ["Repost listing", `${c.repost_listing} koin`],
    ["Recommended Listing", `${c.recommended_listing_week} koin per minggu`],
    ["Featured Agent", `${c.featured_agent_month} koin per area per bulan`],
  ];
}

export function coinArticle(facts: HelpFacts): HelpArticle {
  const { coin_validity_days: validity, referral_reward_coins: referral } = facts.limits;
  const activate = facts.coin_costs.activate_listing;
  return {
    topic: "coin",
    title: "Koin",
    summary: `Koin dipakai untuk mengaktifkan (${activate} koin), me-repost dan mempromosikan listing. Beli koin, dan pahami kapan koin tidak mencukupi.`,
    keywords: [
      "saldo",
      "top up",
      "isi koin",
      "beli koin",
      "koin tidak mencukupi",
      "1001",
      "kurang koin",
      "kedaluwarsa",
      "dibekukan",
      "harga koin",
    ],
    related: ["coin-usage", "transfer-coin", "account-purchase", "referral-code"],
    sections: [
      section("biaya", "Untuk apa koin dipakai", table("Biaya koin per aksi", ["Aksi", "Biaya"], costRows(facts))),
      section(
        "beli",
        "Membeli koin",
        steps(
          `Buka [Beli Koin](${pathTo("coin")}) (tombol **Beli koin** di Koin Saya atau Listing Saya). Membeli koin membutuhkan membership berbayar yang aktif.`,
          "Pilih paket, lalu lanjutkan ke checkout.",
          `Bayar; koin langsung masuk begitu pembayaran diterima (lihat [Membeli membership, koin, dan slot](${helpPath("account-purchase")})).`,
        ),
        table("Paket koin", COIN_PACKAGE_HEAD, coinPackageRows(facts)),
        note(`Harga belum termasuk PPN ${facts.vat_percent}%.`),
      ),
      section(
        "asal",
        "Dari mana koin Anda berasal",
        list(
          "Pembelian paket koin.",
          `Bonus membership berbayar, berlaku ${validity} hari sejak pembayaran.`,
          `Hadiah referral: ${referral} koin (lihat [Kode referral](${helpPath("referral-code")})).`,
          "Koin Trial, dan koin yang ditransfer agen lain kepada Anda.",
        ),
        paragraph(
          `Setiap kredit tampil di [Koin Saya](${pathTo("coinPurchase")}) dengan sumber dan tanggal berlakunya.`,
        ),
      ),
      section(
        "aturan",
        "Cara koin dipakai",
        list(
          "Koin yang paling cepat kedaluwarsa dipakai lebih dulu.",
          "Koin yang sudah kedaluwarsa tidak bisa dipakai lagi; tab **Kedaluwarsa** di Koin Saya menampilkannya.",
          `Saat membership tidak aktif, koin dibekukan: tetap tersimpan, dan bisa dipakai lagi setelah membership aktif kembali (lihat [Membership](${helpPath("membership")})).`,
        ),
      ),
      section(
        "tidak-cukup",
        '"Koin tidak mencukupi"',
        paragraph(
          `Pesan ini muncul bila saldo Anda kurang dari biaya aksi, misalnya aktivasi yang butuh ${activate} koin. Pesannya menyebut saldo Anda dan koin yang dibutuhkan. Tidak ada koin yang terpakai dan listing Anda tidak berubah.`,
        ),
        steps(
          `Beli paket koin di [Beli Koin](${pathTo("coin")}), atau minta rekan agen mentransfer koin (lihat [Transfer koin](${helpPath("transfer-coin")})).`,
          `Setelah koin masuk, ulangi aksinya dari [Listing Saya](${pathTo("myListings")}).`,
        ),
      ),
    ],
  };
}

export function coinUsageArticle(facts: HelpFacts): HelpArticle {
  return {
    topic: "coin-usage",
    title: "Riwayat koin: pembelian dan penggunaan",
    summary: "Lihat dari mana koin Anda berasal, kapan kedaluwarsa, dan untuk apa koin terpakai.",
    keywords: ["riwayat", "histori", "mutasi", "pemakaian koin", "saldo", "kedaluwarsa", "koin hilang", "laporan"],
    related: ["coin", "transfer-coin"],
    sections: [
      section(
        "saldo",
        "Saldo dan koin masuk",
        paragraph(
          `[Koin Saya](${pathTo("coinPurchase")}) menampilkan saldo, koin yang akan kedaluwarsa paling dekat, dan setiap kredit koin: produk, sumber (pembelian, bonus membership, referral, Trial, transfer masuk), tanggal aktif, berlaku sampai, koin masuk, terpakai, ditransfer, kedaluwarsa dan sisa.`,
        ),
        paragraph(
          "Tab **Aktif** berisi koin yang masih berlaku; tab **Kedaluwarsa** berisi koin yang masa berlakunya sudah lewat.",
        ),
      ),
      section(
        "penggunaan",
        "Penggunaan koin",
        steps(
          `Buka [Penggunaan Koin](${pathTo("coinUsage")}).`,
          "Setiap baris menunjukkan aktivitas (aktivasi, repost, Recommended Listing, Featured Agent), ID dan nama listing, jumlah koin dan tanggalnya.",
          "Cari dengan ID atau nama listing untuk melihat berapa koin yang sudah dipakai untuk satu listing.",
        ),
        table(
          "Biaya yang akan Anda lihat",
          ["Aktivitas", "Koin"],
          [
            ["Aktivasi listing", String(facts.coin_costs.activate_listing)],
            ["Repost listing", String(facts.coin_costs.repost_listing)],
            ["Recommended Listing (per minggu)", String(facts.coin_costs.recommended_listing_week)],
            ["Featured Agent (per area per bulan)", String(facts.coin_costs.featured_agent_month)],
          ],
        ),
      ),
      section(
        "transfer",
        "Transfer koin",
        paragraph(
          `Koin yang Anda kirim dan terima tercatat di [Transfer Koin](${pathTo("coinTransfer")}). Lihat [Transfer koin](${helpPath("transfer-coin")}).`,
        ),
      ),
    ],
  };
}

export function transferCoinArticle(facts: HelpFacts): HelpArticle {
  const { coin_transfer_min: min, coin_transfer_notes_max: notesMax } = facts.limits;
  return {
    topic: "transfer-coin",
    title: "Transfer koin ke agen lain",
    summary: `Kirim koin minimal ${min} koin ke agen lain dengan e-mail terdaftarnya.`,
    keywords: ["kirim koin", "transfer", "bagi koin", "pindah koin", "email penerima"],
    related: ["coin", "coin-usage"],
    sections: [
      section(
        "cara",
        "Cara mentransfer",
        steps(
          `Buka [Transfer Koin](${pathTo("coinTransfer")}) dan tekan **Transfer Koin**.`,
          "Pilih **Sumber koin**: kredit koin mana yang dikirim (terlihat sisa dan tanggal berlakunya).",
          "Isi **Email penerima**: e-mail akun agen Griya yang sudah aktif (bukan e-mail Anda sendiri).",
          `Isi jumlah koin: minimal **${min} koin**, maksimal sisa koin sumber yang dipilih.`,
          `Tambahkan catatan bila perlu (opsional, maksimal ${notesMax} karakter).`,
          "Tekan **Lanjutkan**, periksa jumlah dan e-mail penerima di jendela **Konfirmasi transfer koin**, lalu tekan **Ya, transfer**. Transfer langsung diproses.",
        ),
      ),
      section(
        "aturan",
        "Yang perlu diketahui",
        list(
          "Koin yang dikirim tetap berlaku sampai tanggal kedaluwarsa sumbernya; penerima tidak mendapat masa berlaku baru.",
          "Transfer tidak dapat dibatalkan. Pastikan e-mail penerima benar.",
          `Setiap transfer punya nomor referensi dan tercatat di riwayat kedua akun; cari dengan nomor referensi, e-mail atau catatan.`,
          "Bila fitur transfer sedang dinonaktifkan, halaman Transfer Koin memberi tahu; koin Anda tetap aman dan riwayat tetap bisa dilihat.",
        ),
      ),
    ],
  };
}
