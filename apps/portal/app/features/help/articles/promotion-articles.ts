import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { pathTo } from "../../../paths";
import { PUBLIC_PATHS } from "../../../public-paths";
import { list, note, paragraph, section, steps, type HelpArticle, type HelpFacts } from "../help-article";
import { helpPath } from "../help-topics";

export function inboxArticle(_facts: HelpFacts): HelpArticle {
  return {
    topic: "inbox",
    title: "Kotak masuk: leads dari pembeli",
    summary: "Baca pesan pembeli, balas lewat WhatsApp, telepon atau e-mail, lalu tandai dan arsipkan.",
    keywords: [
      "leads",
      "pesan",
      "prospek",
      "pembeli",
      "enquiry",
      "balas",
      "whatsapp",
      "arsip",
      "belum dibaca",
      "notifikasi",
    ],
    related: ["catalog-link", "featured-agent", "edit-profile"],
    sections: [
      section(
        "datang",
        "Dari mana leads datang",
        paragraph(
          `Pembeli mengirim pesan dari halaman listing atau halaman agen Anda. Setiap pesan masuk ke [Kotak Masuk](${pathTo("leads")}) dan juga dikirim ke e-mail Anda dengan tombol **Buka lead**.`,
        ),
        note(
          `Pesan dari nomor ponsel yang sama tentang listing yang sama dalam ${ENQUIRY_LIMITS.dedupHours} jam digabung menjadi satu lead, dan lead itu kembali belum dibaca.`,
        ),
      ),
      section(
        "baca",
        "Membaca dan membalas",
        steps(
          `Buka [Kotak Masuk](${pathTo("leads")}) (ikon kotak masuk di header menunjukkan jumlah yang belum dibaca).`,
          `Pilih tab **Semua**, **Belum dibaca** atau **Diarsipkan**. Lead terbaru tampil paling atas, ${ENQUIRY_LIMITS.perPage} per halaman.`,
          "Setiap lead menampilkan nama, nomor ponsel, e-mail dan semua pesan pembeli, beserta listing yang ditanyakan.",
          "Balas dengan tombol **WhatsApp** (pesan pembuka sudah menyebut listingnya), telepon atau e-mail.",
          "Tandai sudah/belum dibaca, arsipkan atau kembalikan, atau hapus lead (setelah konfirmasi).",
        ),
      ),
      section(
        "cepat",
        "Waktu respons",
        paragraph(
          `Di atas kotak masuk terlihat median waktu respons pertama Anda selama ${ENQUIRY_LIMITS.responseWindowDays} hari terakhir (membuka atau membalas lead) dan jumlah lead yang menunggu. Pembeli yang dibalas dalam hitungan menit jauh lebih mungkin menjadi transaksi.`,
        ),
      ),
    ],
  };
}

export function featuredAgentArticle(facts: HelpFacts): HelpArticle {
  const { featured_agent_month: monthCost, recommended_listing_week: weekCost } = facts.coin_costs;
  const {
    featured_agents_per_area: perArea,
    featured_agent_months_ahead: ahead,
    recommended_listings_per_slot: perSlot,
  } = facts.limits;
  return {
    topic: "featured-agent",
    title: "Featured Agent dan Recommended Listing",
    summary: `Tampil di samping hasil pencarian area pilihan Anda (${monthCost} koin per area per bulan), atau naikkan listing ke urutan teratas (${weekCost} koin per minggu).`,
    keywords: ["promosi", "iklan", "agen unggulan", "featured", "rekomendasi", "boost", "sorotan", "area", "kecamatan"],
    related: ["coin", "inbox", "repost"],
    sections: [
      section(
        "featured",
        "Featured Agent",
        paragraph(
          `Sebagai Featured Agent, foto, nama, kantor dan tautan ke halaman agen Anda tampil di samping hasil [pencarian](${PUBLIC_PATHS.search}) area (kecamatan) yang Anda pilih selama satu bulan penuh. Urutan Featured Agent di satu area bergilir setiap hari supaya adil.`,
        ),
        steps(
          `Buka [Beli Slot Featured Agent](${pathTo("featuredAgentBuy")}).`,
          "Cari area (kecamatan) dengan namanya.",
          `Pilih bulan: bulan ini dan hingga ${ahead} bulan berikutnya. Setiap area dan bulan menerima paling banyak ${perArea} agen; sisa tempatnya terlihat.`,
          `Periksa total (${monthCost} koin per area per bulan; bulan ini dihitung dari sisa harinya, termasuk hari ini) dan saldo Anda, lalu beli di jendela **Beli Featured Agent**.`,
        ),
        paragraph(
          `Slot yang sudah dibeli ada di [Featured Agent](${pathTo("featuredAgent")}), bulan yang sedang berjalan ditandai.`,
        ),
        note(
          `Koin kurang atau membership tidak aktif? Pembelian ditolak dengan penjelasannya dan tidak ada koin yang terpakai. Lihat [Koin](${helpPath("coin")}).`,
        ),
      ),
      section(
        "recommended",
        "Recommended Listing",
        paragraph(
          `Recommended Listing menaikkan satu listing aktif ke urutan teratas pencarian di area dan jenis propertinya, dengan tanda **Rekomendasi**. Harganya ${weekCost} koin per minggu (Senin sampai Minggu; minggu ini dihitung dari sisa harinya, termasuk hari ini), paling banyak ${perSlot} listing per area, jenis properti dan jenis listing setiap minggu.`,
        ),
        steps(
          `Di [Listing Saya](${pathTo("myListings")}), buka menu **Aksi** → **Jadikan Rekomendasi** pada listing aktif.`,
          "Pilih minggu yang masih punya tempat, periksa total dan saldo koin, lalu tekan **Beli**.",
          `Kelola di [Recommended Listing](${pathTo("recommendedListing")}): lihat yang akan datang, berjalan dan selesai, atau **Ganti listing** ke listing aktif lain di area dan jenis yang sama.`,
        ),
        list(
          "Koin Recommended Listing tidak dikembalikan bila listing dinonaktifkan.",
          "Fitur ini bisa sedang tidak tersedia; menu dan halamannya disembunyikan selama itu.",
        ),
      ),
    ],
  };
}
