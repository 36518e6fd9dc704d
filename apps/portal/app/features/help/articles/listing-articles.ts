import { DAYS_OF_WEEK, SLOT_MINUTES, TIME_SLOTS } from "@griya/domain/repost-schedule";
import { pathTo } from "../../../paths";
import { PUBLIC_PATHS } from "../../../public-paths";
import { list, note, paragraph, section, steps, type HelpArticle, type HelpFacts } from "../help-article";
import { helpPath } from "../help-topics";

export function uploadArticle(facts: HelpFacts): HelpArticle {
  const { photos_max: photos, videos_max: videos, listing_active_days: days } = facts.limits;
  const cost = facts.coin_costs.activate_listing;
  return {
    topic: "upload",
    title: "Memasang listing",
    summary: `Buat listing dalam dua langkah, simpan sebagai draft atau langsung aktifkan dengan ${cost} koin.`,
    keywords: [
      "tambah listing",
      "pasang iklan",
      "upload foto",
      "video",
      "draft",
      "aktifkan",
      "aktivasi",
      "jual",
      "sewa",
      "properti baru",
    ],
    related: ["listing-slot", "coin", "repost", "catalog-link"],
    sections: [
      section(
        "langkah",
        "Membuat listing",
        steps(
          `Buka [Tambah Listing](${pathTo("listingAdd")}) (tombol **Tambah listing** di Listing Saya). Halaman ini membutuhkan membership aktif.`,
          "**Langkah 1, Informasi properti**: pilih dijual atau disewa, jenis properti, judul, harga dan deskripsi. Jenis properti menentukan isian yang tampil dan yang wajib (misalnya kamar tidur untuk rumah, lantai untuk apartemen).",
          `**Langkah 2, Lokasi & foto**: isi alamat dan area, letakkan pin di peta (atau ketik koordinatnya bila peta tidak termuat), lalu unggah hingga ${photos} foto dan tambahkan hingga ${videos} tautan video YouTube.`,
          "Pilih foto utama dan urutkan foto sesuai keinginan. Foto diunggah bersamaan dan kemajuannya terlihat.",
          `Tekan **Simpan draft** untuk menyimpan dulu, atau **Simpan & aktifkan** untuk langsung tayang.`,
        ),
        note(
          "Meninggalkan halaman dengan isian yang belum disimpan akan ditanyakan terlebih dahulu. Draft boleh belum lengkap; listing baru bisa diaktifkan setelah semua isian wajib dan minimal 1 foto terisi.",
        ),
      ),
      section(
        "aktivasi",
        "Mengaktifkan listing",
        paragraph(
          `Aktivasi memakai **${cost} koin** dan satu slot listing aktif. Sebelum mengaktifkan, layar menampilkan biaya dan saldo koin Anda. Listing aktif tayang di pencarian selama **${days} hari**, lalu pindah ke tab Lampau dengan sendirinya.`,
        ),
        list(
          `Membership harus aktif ([Membership](${helpPath("membership")})).`,
          `Harus ada slot kosong ([Slot listing](${helpPath("listing-slot")})).`,
          `Koin harus cukup ([Koin](${helpPath("coin")})).`,
        ),
        paragraph(
          `Draft bisa diaktifkan nanti dari tab **Draft** di [Listing Saya](${pathTo("myListings")}) lewat menu **Aksi** → **Aktifkan**. Ubah listing kapan saja lewat **Aksi** → **Ubah**.`,
        ),
      ),
      section(
        "foto",
        "Foto dan video",
        list(
          `Maksimal ${photos} foto per listing, format JPEG, PNG, WebP atau HEIC. Data lokasi (GPS) di dalam foto dihapus sebelum disimpan.`,
          `Maksimal ${videos} video, hanya tautan YouTube (video biasa atau Shorts).`,
        ),
      ),
    ],
  };
}

export function repostArticle(facts: HelpFacts): HelpArticle {
  const cost = facts.coin_costs.repost_listing;
  const { listing_active_days: days, bulk_repost_per_page: perPage } = facts.limits;
  const firstDay = DAYS_OF_WEEK[0].label;
  const lastDay = DAYS_OF_WEEK[DAYS_OF_WEEK.length - 1]!.label;
  return {
    topic: "repost",
    title: "Repost listing",
    summary: `Naikkan listing aktif ke urutan terbaru dan perpanjang masa tayangnya ${days} hari: satu per satu, sekaligus, atau terjadwal.`,
    keywords: [
      "repost",
      "naikkan iklan",
      "sundul",
      "bulk repost",
      "jadwal",
      "otomatis",
      "terjadwal",
      "perpanjang listing",
    ],
    related: ["coin", "deactivate", "upload", "listing-slot"],
    sections: [
      section(
        "biasa",
        "Repost satu listing",
        steps(
          `Buka [Listing Saya](${pathTo("myListings")}) di tab **Aktif**.`,
          "Pada listing yang ingin dinaikkan, buka menu **Aksi** → **Repost**.",
          `Periksa listing dan biayanya (${cost} koin) di jendela konfirmasi, lalu tekan **Ya, repost**.`,
        ),
        paragraph(
          `Listing naik ke urutan teratas pencarian "Terbaru" dan masa tayangnya menjadi ${days} hari sejak hari ini. Hanya listing aktif yang bisa di-repost, dengan membership aktif dan koin yang cukup.`,
        ),
      ),
      section(
        "bulk",
        "Bulk repost: banyak listing sekaligus",
        steps(
          `Buka [Bulk Repost](${pathTo("bulkRepost")}) (juga dari tombol **Bulk Repost** di Listing Saya).`,
          `Centang listing aktif yang ingin di-repost. Daftar menampilkan ${perPage} listing per halaman; pilihan Anda tetap tersimpan saat berpindah halaman atau mencari.`,
          `Periksa ringkasannya: jumlah listing dan total biaya (${cost} koin per listing).`,
          "Tekan **Repost sekarang** dan konfirmasi.",
        ),
        note(
          "Semua listing yang dipilih di-repost bersama, atau tidak sama sekali: bila koin tidak cukup untuk semuanya, tidak ada yang di-repost dan tidak ada koin yang terpakai.",
        ),
      ),
      section(
        "terjadwal",
        "Repost terjadwal",
        steps(
          `Di [Listing Saya](${pathTo("myListings")}), buka menu **Aksi** → **Jadwalkan repost** pada listing aktif.`,
          `Tekan **Tambah jadwal**, pilih hari (${firstDay} sampai ${lastDay}) dan jam. Jam tersedia setiap ${SLOT_MINUTES} menit, dari ${TIME_SLOTS[0]} sampai ${TIME_SLOTS[TIME_SLOTS.length - 1]}. Tambahkan beberapa jadwal bila perlu; setiap pasangan hari dan jam hanya boleh sekali.`,
          "Pilih **Tanggal berakhir** dari kalender. Semua jadwal berjalan setiap minggu sampai tanggal ini.",
          `Periksa perkiraan biaya sampai tanggal berakhir (jumlah repost × ${cost} koin), lalu tekan **Simpan jadwal**.`,
        ),
        list(
          "Jam dibaca dalam zona waktu Anda.",
          `Setiap repost terjadwal memakai ${cost} koin dari saldo Anda saat berjalan.`,
          `Jika repost gagal (koin tidak cukup, membership tidak aktif, atau slot penuh), jadwal itu dilewati dan Anda mendapat pemberitahuan di [Notifikasi](${pathTo("notifications")}) serta e-mail. Beranda juga menampilkan repost terjadwal yang gagal.`,
          "Kartu listing menampilkan jadwalnya. Untuk menghapus jadwal, buka lagi **Jadwalkan repost** lalu **Kosongkan jadwal** dan simpan.",
        ),
      ),
    ],
  };
}

export function deactivateArticle(facts: HelpFacts): HelpArticle {
  const { listing_active_days: days } = facts.limits;
  return {
    topic: "deactivate",
    title: "Menonaktifkan, mengaktifkan lagi, dan menghapus listing",
    summary: "Turunkan listing dari pencarian untuk membebaskan slot, aktifkan lagi nanti, atau hapus permanen.",
    keywords: [
      "nonaktif",
      "turunkan iklan",
      "hapus listing",
      "lampau",
      "terjual",
      "tersewa",
      "duplikat",
      "kedaluwarsa",
    ],
    related: ["listing-slot", "repost", "upload"],
    sections: [
      section(
        "nonaktifkan",
        "Menonaktifkan listing",
        steps(
          `Buka [Listing Saya](${pathTo("myListings")}) di tab **Aktif**.`,
          "Buka menu **Aksi** → **Nonaktifkan** pada listing tersebut dan konfirmasi.",
        ),
        paragraph(
          "Listing langsung hilang dari pencarian, pindah ke tab **Lampau**, dan slotnya kosong kembali untuk listing lain.",
        ),
        note("Koin yang sudah terpakai (aktivasi, repost, Recommended Listing) tidak dikembalikan."),
      ),
      section(
        "lampau",
        "Listing di tab Lampau",
        paragraph(
          `Tab Lampau berisi listing yang dinonaktifkan dan listing yang sudah ${days} hari sejak aktivasi atau repost terakhir. Aktifkan lagi lewat **Aksi** → **Aktifkan**: biayanya ${facts.coin_costs.activate_listing} koin dan masa tayangnya ${days} hari lagi. Lihat [Memasang listing](${helpPath("upload")}).`,
        ),
      ),
      section(
        "duplikat-hapus",
        "Menduplikat dan menghapus",
        list(
          "**Duplikat** membuat salinan listing beserta fotonya dengan nomor listing baru, lalu langsung mengaktifkannya (memakai koin aktivasi dan satu slot). Bila aktivasi ditolak, salinan tidak dibuat.",
          "**Hapus** menghapus listing secara permanen dan tidak bisa dibatalkan.",
        ),
      ),
    ],
  };
}

export function catalogLinkArticle(_facts: HelpFacts): HelpArticle {
  return {
    topic: "catalog-link",
    title: "Tautan katalog: halaman listing dan halaman agen",
    summary: "Bagikan tautan listing atau halaman agen Anda yang berisi semua listing yang sedang tayang.",
    keywords: [
      "bagikan",
      "share",
      "link",
      "tautan",
      "katalog",
      "halaman agen",
      "whatsapp",
      "lihat di situs",
      "preview",
    ],
    related: ["upload", "edit-profile", "inbox"],
    sections: [
      section(
        "listing",
        "Tautan satu listing",
        steps(
          `Buka [Listing Saya](${pathTo("myListings")}) di tab **Aktif**.`,
          "Tekan **Lihat di situs** pada kartu listing. Halaman publik listing terbuka, persis seperti yang dilihat pembeli.",
          "Salin alamat halaman itu dari browser dan bagikan lewat WhatsApp, media sosial atau e-mail.",
        ),
      ),
      section(
        "agen",
        "Halaman agen sebagai katalog",
        paragraph(
          `Halaman agen Anda berisi foto, kantor, spesialisasi, area, semua listing Anda yang sedang tayang, dan formulir pesan untuk pembeli. Buka dari nama Anda di halaman listing mana pun, lalu bagikan alamatnya sebagai katalog Anda. Lengkapi tampilannya di [Profil](${helpPath("edit-profile")}).`,
        ),
      ),
      section(
        "siapa",
        "Yang terlihat oleh pembeli",
        list(
          `Hanya listing **aktif** dari agen dengan membership aktif yang tampil di [pencarian](${PUBLIC_PATHS.search}) dan di tautan.`,
          "Tautan listing draft, nonaktif atau yang membership agennya berakhir menampilkan halaman tidak ditemukan.",
          `Pesan pembeli dari halaman listing atau halaman agen masuk ke [Kotak Masuk](${helpPath("inbox")}).`,
          "Kartu listing Anda menghitung impresi (tampil di hasil pencarian), kunjungan (halaman dibuka) dan leads.",
        ),
      ),
    ],
  };
}
