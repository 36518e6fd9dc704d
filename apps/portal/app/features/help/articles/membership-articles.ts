import { proratedUpgradePrice, slotLinePrice } from "@griya/domain/money";
import { pathTo } from "../../../paths";
import { list, note, paragraph, section, steps, table, type HelpArticle, type HelpFacts } from "../help-article";
import { andList, orList, paidTiers, rupiah, TIER_HEAD, tierRows, trialTier } from "../help-format";
import { helpPath } from "../help-topics";

const tierTable = (facts: HelpFacts) => table("Membership berbayar", TIER_HEAD, tierRows(facts));

export function accountPurchaseArticle(facts: HelpFacts): HelpArticle {
  const { order_pay_hours: payHours } = facts.limits;
  return {
    topic: "account-purchase",
    title: "Membeli membership, koin, dan slot",
    summary: "Pilih paket, bayar di checkout, dan paket Anda aktif begitu pembayaran diterima.",
    keywords: [
      "beli",
      "bayar",
      "pembayaran",
      "checkout",
      "virtual account",
      "va",
      "invoice",
      "pesanan",
      "ppn",
      "promo",
      "harga",
    ],
    related: ["membership", "coin", "listing-slot", "upgrade", "extend"],
    sections: [
      section(
        "paket",
        "Memilih paket",
        paragraph(
          `Semua pembelian dimulai dari halaman [Beli Paket](${pathTo("product")}): membership, paket koin ([Beli Koin](${pathTo("coin")})), slot listing ([Beli Slot Listing](${pathTo("listingAvailability")})), [upgrade](${pathTo("upgrade")}) dan [perpanjangan](${pathTo("renewal")}). Paket yang belum bisa Anda beli tetap tampil dengan alasannya.`,
        ),
        tierTable(facts),
      ),
      section(
        "checkout",
        "Membayar",
        steps(
          "Pilih paket lalu lanjutkan ke **Checkout**.",
          `Periksa rincian harga: subtotal, diskon, PPN ${facts.vat_percent}% dari harga setelah diskon, dan total.`,
          "Punya kode promo? Masukkan di checkout. Kode yang ditolak menjelaskan syarat yang belum terpenuhi.",
          "Pilih cara bayar: virtual account (BCA, BNI, BRI, Mandiri, Permata), kartu kredit/debit, GoPay, OVO, DANA, ShopeePay, Alfamart atau Indomaret.",
          "Tekan **Bayar Sekarang**. Menekan dua kali tidak membuat pesanan kedua.",
          `Ikuti petunjuk di halaman Cara Pembayaran: nomor VA atau kode bayar, langkah-langkahnya, dan hitung mundur. Bayar dalam ${payHours} jam; setelah itu pesanan kedaluwarsa dengan sendirinya.`,
        ),
        paragraph(
          "Halaman pembayaran mendeteksi pembayaran Anda sendiri. Membership, koin atau slot langsung aktif begitu pembayaran diterima.",
        ),
        note(
          "Pesanan dengan total Rp 0 (misalnya karena kode promo) langsung selesai tanpa pembayaran. Membership yang didapat gratis memberi slot listing, tetapi tanpa bonus koin dan tanpa hadiah referral.",
        ),
      ),
      section(
        "pesanan",
        "Pesanan dan invoice",
        paragraph(
          `Semua pesanan ada di [Pesanan Saya](${pathTo("order")}): saring, cari, batalkan pesanan yang belum dibayar, dan buka invoice yang bisa dicetak. Invoice Anda mencantumkan alamat dan NPWP dari [profil](${helpPath("edit-profile")}).`,
        ),
      ),
    ],
  };
}

export function membershipArticle(facts: HelpFacts): HelpArticle {
  const trial = trialTier(facts);
  const paid = paidTiers(facts);
  return {
    topic: "membership",
    title: "Membership",
    summary: `Membership membuka portal agen: slot listing aktif, bonus koin, dan listing yang tampil di pencarian. Pilihan: ${andList(paid.map((m) => m.display_name))}.`,
    keywords: [
      "paket",
      "starter",
      "pro",
      "executive",
      "trial",
      "masa aktif",
      "kedaluwarsa",
      "habis",
      "langganan",
      "silver",
      "gold",
      "platinum",
    ],
    related: ["account-purchase", "upgrade", "extend", "listing-slot"],
    sections: [
      section(
        "pilihan",
        "Pilihan membership",
        tierTable(facts),
        ...(trial
          ? [
              paragraph(
                `**${trial.display_name}** diberikan sekali, saat nomor ponsel Anda pertama kali terverifikasi: ${trial.duration_days} hari, ${trial.listing_slots} slot listing aktif dan ${trial.bonus_coins} koin. Selama ${trial.display_name}, halaman beli koin, slot dan perpanjangan mengarahkan Anda ke [Upgrade Membership](${pathTo("upgrade")}), yang menawarkan setiap membership berbayar dengan masa aktif penuh.`,
              ),
            ]
          : []),
        note(`Harga belum termasuk PPN ${facts.vat_percent}%. Membership tidak dapat dikembalikan (non-refundable).`),
      ),
      section(
        "beli",
        "Membeli membership",
        steps(
          `Buka [Beli Paket](${pathTo("product")}) dan pilih membership.`,
          `Lanjutkan ke checkout dan bayar (lihat [Membeli membership, koin, dan slot](${helpPath("account-purchase")})).`,
          `Membership aktif begitu pembayaran diterima; masa aktif, slot dan bonus koin terlihat di [Profil](${pathTo("profile")}) dan Beranda.`,
        ),
      ),
      section(
        "isi",
        "Yang Anda dapat",
        list(
          `Slot listing aktif sesuai membership; tambah slot kapan saja. Lihat [Slot listing](${helpPath("listing-slot")}).`,
          `Bonus koin yang langsung masuk ke [Koin Saya](${pathTo("coinPurchase")}) saat pembayaran diterima.`,
          `Akses ke [Tambah Listing](${pathTo("listingAdd")}), [Bulk Repost](${pathTo("bulkRepost")}), [Featured Agent](${pathTo("featuredAgent")}) dan pembelian koin.`,
        ),
      ),
      section(
        "berakhir",
        "Saat membership berakhir",
        list(
          "Listing Anda disembunyikan dari pencarian sampai membership aktif lagi.",
          "Listing tidak bisa diaktifkan atau di-repost, dan Featured Agent tidak bisa dibeli.",
          "Koin Anda tetap tersimpan tetapi dibekukan; koin bisa dipakai lagi setelah membership aktif kembali (selama belum kedaluwarsa).",
        ),
        paragraph(
          `Beranda dan Listing Saya menampilkan peringatan bila membership tidak aktif. Perpanjang sebelum berakhir: lihat [Perpanjang membership](${helpPath("extend")}).`,
        ),
      ),
    ],
  };
}

export function upgradeArticle(facts: HelpFacts): HelpArticle {
  const paid = paidTiers(facts);
  const [from, to] = paid;
  const example =
    from && to
      ? (() => {
          const remaining = Math.round(from.duration_days / 2);
          return paragraph(
            `Contoh: dari ${from.display_name} (${rupiah(from.price)}) ke ${to.display_name} (${rupiah(to.price)}) dengan sisa ${remaining} hari, biayanya (${rupiah(to.price)} − ${rupiah(from.price)}) × ${remaining} / ${from.duration_days} = **${rupiah(proratedUpgradePrice({ currentAnnual: from.price, newAnnual: to.price, remainingDays: remaining }))}** sebelum PPN ${facts.vat_percent}%.`,
          );
        })()
      : paragraph("Biaya upgrade dihitung dari selisih harga dan sisa masa aktif Anda.");
  return {
    topic: "upgrade",
    title: "Upgrade membership",
    summary: "Naik ke membership yang lebih tinggi dan bayar hanya selisih harga untuk sisa masa aktif Anda.",
    keywords: ["naik paket", "ganti paket", "upgrade", "prorata", "selisih harga", "trial"],
    related: ["membership", "extend", "account-purchase"],
    sections: [
      section(
        "cara",
        "Cara upgrade",
        steps(
          `Buka [Upgrade Membership](${pathTo("upgrade")}).`,
          "Pilih membership tujuan. Harga yang tampil sudah dihitung untuk sisa masa aktif Anda.",
          `Lanjutkan ke checkout dan bayar seperti biasa (lihat [Membeli membership](${helpPath("account-purchase")})).`,
        ),
        paragraph(
          "Membership berganti begitu pembayaran diterima; tanggal berakhirnya tetap sama. Slot listing langsung bertambah sesuai membership baru.",
        ),
      ),
      section(
        "biaya",
        "Cara menghitung biaya",
        paragraph(
          "Biaya = (harga membership baru − harga membership sekarang) × sisa hari / masa aktif, dibulatkan ke atas ke ribuan rupiah.",
        ),
        example,
      ),
      section(
        "batas",
        "Kapan upgrade tidak tersedia",
        paragraph(
          `Menjelang akhir masa aktif, upgrade tidak lagi ditawarkan: halaman Upgrade menjelaskan alasannya dan mengarahkan Anda ke [perpanjangan](${helpPath("extend")}). Anggota Trial bisa langsung memilih membership berbayar mana pun dengan harga dan masa aktif penuh.`,
        ),
      ),
    ],
  };
}

export function extendArticle(facts: HelpFacts): HelpArticle {
  const paid = paidTiers(facts);
  const term = paid[0]?.duration_days;
  return {
    topic: "extend",
    title: "Perpanjang membership",
    summary: "Perpanjang membership Anda, langsung aktif atau mulai setelah masa aktif sekarang berakhir.",
    keywords: ["perpanjang", "renewal", "renew", "habis", "kedaluwarsa", "lanjut langganan"],
    related: ["membership", "upgrade", "account-purchase"],
    sections: [
      section(
        "cara",
        "Cara memperpanjang",
        steps(
          `Buka [Perpanjang Membership](${pathTo("renewal")}).`,
          "Pilih membership dan kapan masa baru dimulai (lihat di bawah).",
          `Lanjutkan ke checkout dan bayar (lihat [Membeli membership](${helpPath("account-purchase")})).`,
        ),
        table(
          "Harga perpanjangan",
          ["Membership", "Harga (belum PPN)", "Masa aktif"],
          paid.map((m) => [m.display_name, rupiah(m.price), `${m.duration_days} hari`]),
        ),
      ),
      section(
        "mulai",
        "Langsung aktif atau setelah berakhir",
        list(
          `**Langsung aktif**: masa baru${term ? ` ${term} hari` : ""} dimulai saat pembayaran diterima. Sisa masa yang lama tidak dilanjutkan; layar perpanjangan menyebutkannya sebelum Anda membayar.`,
          "**Setelah masa aktif berakhir**: masa baru menunggu dan dimulai tepat saat membership sekarang berakhir, jadi tidak ada hari yang hilang.",
        ),
        note(
          "Perpanjangan tidak memberi hadiah referral. Koin yang dibekukan karena membership berakhir bisa dipakai lagi setelah perpanjangan aktif, selama belum kedaluwarsa.",
        ),
      ),
    ],
  };
}

export function listingSlotArticle(facts: HelpFacts): HelpArticle {
  const slot = facts.listing_slot;
  const paid = paidTiers(facts);
  const slotBlocks = slot
    ? (() => {
        const duration = slot.durations[0] ?? 30; // the price's own period when no duration is listed
        const example = slotLinePrice({ qty: slot.qty_min, days: duration, pricePer30Days: slot.price_per_30_days });
        return [
          paragraph(
            `Slot tambahan dijual per slot: **${rupiah(slot.price_per_30_days)} per slot per 30 hari**, minimal ${slot.qty_min} slot dan kelipatan ${slot.qty_step}, untuk ${orList(slot.durations)} hari.`,
          ),
          paragraph(
            `Contoh: ${slot.qty_min} slot selama ${duration} hari = ${slot.qty_min} × ${rupiah(slot.price_per_30_days)} × ${duration}/30 = **${rupiah(example)}** sebelum PPN ${facts.vat_percent}%.`,
          ),
          steps(
            `Buka [Beli Slot Listing](${pathTo("listingAvailability")}).`,
            `Isi jumlah slot (minimal ${slot.qty_min}, kelipatan ${slot.qty_step}) dan pilih durasinya.`,
            `Lanjutkan ke checkout dan bayar. Slot bertambah begitu pembayaran diterima (lihat [Membeli membership](${helpPath("account-purchase")})).`,
          ),
        ];
      })()
    : [
        paragraph(
          "Slot listing tambahan sedang tidak dijual. Naikkan membership Anda untuk mendapat lebih banyak slot.",
        ),
      ];
  return {
    topic: "listing-slot",
    title: "Slot listing",
    summary: "Setiap listing aktif memakai satu slot. Lihat kuota Anda dan beli slot tambahan.",
    keywords: ["kuota", "slot penuh", "tambah slot", "listing availability", "batas listing", "1003"],
    related: ["membership", "upload", "deactivate", "upgrade"],
    sections: [
      section(
        "kuota",
        "Kuota slot",
        paragraph(
          `Setiap listing **aktif** memakai satu slot; draft dan listing lampau tidak. Kuota Anda = slot dari membership (${andList(paid.map((m) => `${m.display_name} ${m.listing_slots}`))}) + slot tambahan yang masih berlaku.`,
        ),
        paragraph(
          `Pemakaian slot tampil di [Listing Saya](${pathTo("myListings")}) dan di Beranda, misalnya "Slot aktif: 3 / 10".`,
        ),
        note(
          `Slot penuh? Saat mengaktifkan atau me-repost, Anda akan melihat "Listing slot penuh". Nonaktifkan listing yang tidak dipakai ([cara](${helpPath("deactivate")})) atau beli slot tambahan.`,
        ),
      ),
      section("beli", "Membeli slot tambahan", ...slotBlocks),
    ],
  };
}
