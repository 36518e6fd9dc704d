import { COMPANY } from "@griya/domain/company";
import { formatDate } from "@griya/domain/format";
import type { LegalDocument } from "./legal-document";

/** When the terms last changed: change it with the text, so "Terakhir diperbarui" stays true. */
const TERMS_UPDATED = "2026-11-24";

/** The terms of service (Indonesian), with the operator's support address. */
export function termsDocument(supportEmail: string): LegalDocument {
  return {
    title: "Syarat dan Ketentuan",
    updatedIso: TERMS_UPDATED,
    updated: formatDate(`${TERMS_UPDATED}T12:00:00+07:00`),
    intro: [
      `Syarat dan Ketentuan ini mengatur penggunaan Griya, marketplace properti dan portal agen yang dikelola oleh ${COMPANY.name} ("kami"). Dengan mendaftar atau menggunakan Griya, Anda menyetujui ketentuan ini. Jika tidak setuju, mohon jangan menggunakan layanan kami.`,
    ],
    sections: [
      {
        id: "definisi",
        title: "Definisi",
        paragraphs: [],
        items: [
          "Pengunjung: siapa saja yang membuka halaman publik Griya tanpa masuk ke akun.",
          "Agen: pengguna terdaftar yang memasang listing properti melalui portal agen, baik agen independen, kantor agen, maupun pengembang.",
          "Listing: iklan properti yang dijual atau disewakan, beserta foto, video, dan keterangannya.",
          "Koin: satuan saldo di dalam Griya untuk membayar aktivitas seperti aktivasi dan repost listing, Recommended Listing, dan Featured Agent.",
        ],
      },
      {
        id: "akun",
        title: "Akun",
        paragraphs: [
          "Untuk memasang listing Anda wajib mendaftar dengan nama, alamat e-mail, dan nomor HP yang benar, mengaktifkan akun melalui tautan yang kami kirim ke e-mail Anda, serta memverifikasi nomor HP dengan kode OTP.",
          "Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas semua aktivitas yang terjadi di akun Anda. Segera hubungi kami jika Anda menduga akun Anda digunakan orang lain.",
          "Satu akun untuk satu orang atau badan usaha. Kami dapat menangguhkan atau menutup akun yang memberikan data palsu, melanggar ketentuan ini, atau membahayakan pengguna lain.",
        ],
      },
      {
        id: "membership",
        title: "Membership",
        paragraphs: [
          "Membership (Starter, Pro, Executive) memberi kuota listing aktif, koin bonus, dan fitur sesuai paketnya. Membership berlaku 365 hari sejak pembayaran diterima, atau sejak masa membership sebelumnya berakhir bila Anda memperpanjang lebih awal.",
          "Biaya membership tidak dapat dikembalikan (non-refundable), termasuk bila Anda berhenti menggunakan layanan sebelum masa berlaku berakhir. Upgrade ke paket yang lebih tinggi dihitung dari selisih harga untuk sisa masa berlaku.",
          "Setelah membership berakhir, listing Anda tidak lagi tampil di halaman publik sampai membership diperpanjang.",
        ],
      },
      {
        id: "koin",
        title: "Koin",
        paragraphs: [
          "Koin yang dibeli maupun koin bonus berlaku 365 hari sejak dikreditkan ke akun Anda; koin yang kedaluwarsa hangus dan tidak dapat dipulihkan. Koin dipakai dari yang paling cepat kedaluwarsa.",
          "Koin bukan alat pembayaran, tidak memiliki nilai tunai, tidak dapat ditukar dengan uang, dan tidak dapat dikembalikan. Biaya koin setiap aktivitas tercantum di halaman pembelian dan Pusat Bantuan.",
        ],
      },
      {
        id: "pesanan",
        title: "Pesanan dan pembayaran",
        paragraphs: [
          "Harga ditampilkan dalam rupiah dan belum termasuk PPN, yang dihitung terpisah pada checkout dan invoice. Pembayaran diproses oleh mitra payment gateway kami melalui virtual account bank, kartu, dompet digital, atau gerai ritel.",
          "Pesanan harus dibayar dalam 24 jam sejak dibuat. Setelah itu pesanan kedaluwarsa dengan sendirinya dan Anda perlu membuat pesanan baru. Produk diberikan segera setelah pembayaran kami terima, dan invoice tersedia di menu Pesanan Saya.",
          "Kode promo hanya dapat dipakai sesuai syaratnya (misalnya jumlah slot atau durasi minimal, jenis produk, masa berlaku, dan batas pemakaian) dan tidak dapat diuangkan. Penawaran diskon proyek hanya berlaku bagi agen yang terdaftar dalam program tersebut.",
        ],
      },
      {
        id: "listing",
        title: "Aturan listing",
        paragraphs: ["Dengan memasang listing, Anda menyatakan dan menjamin bahwa:"],
        items: [
          "Anda pemilik properti atau mendapat kuasa dari pemiliknya untuk memasarkannya.",
          "Harga, lokasi, luas, sertifikat, dan keterangan lain benar dan diperbarui bila berubah; properti yang sudah terjual atau tersewa segera dinonaktifkan.",
          "Foto dan video adalah milik Anda atau Anda berhak memakainya, menggambarkan properti yang sebenarnya, dan tidak memuat nomor telepon, tautan, atau tanda air pihak lain.",
          "Satu properti dipasang satu kali; listing ganda, menyesatkan, atau melanggar hukum (termasuk SARA dan konten dewasa) dapat kami nonaktifkan tanpa pengembalian koin.",
        ],
      },
      {
        id: "promosi",
        title: "Promosi",
        paragraphs: [
          "Recommended Listing dan Featured Agent dibeli dengan koin untuk periode tertentu (per pekan atau per bulan kalender) dan jumlahnya dibatasi per area. Posisi promosi meningkatkan keterlihatan, bukan jaminan terjadinya transaksi.",
          "Koin untuk promosi yang sudah dimulai tidak dikembalikan, termasuk bila listing dinonaktifkan atau membership berakhir di tengah periode. Urutan tampil di antara pembeli slot yang sama dirotasi secara adil.",
        ],
      },
      {
        id: "referral",
        title: "Program referral dan kecurangan",
        paragraphs: [
          "Anda dapat mengundang agen lain dengan kode referral Anda. Hadiah koin diberikan kepada Anda dan agen yang diundang ketika agen tersebut membayar membership berbayar pertamanya (lebih dari Rp 0) dan nomor HP kalian berdua sudah terverifikasi.",
          "Dilarang mengundang diri sendiri, membuat akun palsu atau ganda, memakai nomor HP atau data orang lain, atau cara lain untuk memperoleh hadiah secara tidak wajar. Bila kami menemukan kecurangan, hadiah dibatalkan, koin yang sudah diberikan ditarik kembali, dan akun dapat ditangguhkan atau ditutup.",
        ],
      },
      {
        id: "transfer-koin",
        title: "Transfer koin",
        paragraphs: [
          "Bila fitur transfer koin tersedia, Anda dapat mengirim koin ke agen lain yang terdaftar. Periksa penerima dan jumlahnya sebelum mengirim: transfer yang sudah berhasil bersifat final dan tidak dapat dibatalkan.",
          "Koin yang ditransfer tetap mengikuti masa berlakunya semula. Transfer koin tidak boleh dipakai untuk jual beli koin di luar Griya, pencucian uang, atau untuk mengakali batas dan aturan program. Kami dapat menolak atau membatalkan transfer yang melanggar ketentuan ini.",
        ],
      },
      {
        id: "pertanyaan",
        title: "Pertanyaan dari pengunjung",
        paragraphs: [
          "Pesan dan permintaan kontak dari pengunjung diteruskan kepada agen pemilik listing. Agen wajib menggunakan data kontak pengunjung hanya untuk menanggapi pertanyaan tersebut, tidak untuk dijual atau dipakai untuk promosi lain tanpa persetujuan.",
          "Transaksi properti terjadi langsung antara agen, pemilik, dan pembeli atau penyewa. Griya bukan pihak dalam transaksi tersebut.",
        ],
      },
      {
        id: "tanggung-jawab",
        title: "Batasan tanggung jawab",
        paragraphs: [
          "Griya menyediakan sarana iklan dan tidak memeriksa setiap properti. Kami tidak bertanggung jawab atas kebenaran isi listing, kualitas atau status hukum properti, maupun kerugian akibat transaksi antara pengguna. Pastikan Anda memeriksa dokumen dan kondisi properti sebelum bertransaksi.",
          "Sejauh diizinkan hukum, tanggung jawab kami atas kerugian langsung yang timbul dari penggunaan layanan terbatas pada jumlah yang Anda bayarkan kepada kami dalam 12 bulan terakhir. Kami tidak bertanggung jawab atas gangguan yang disebabkan keadaan di luar kendali kami.",
        ],
      },
      {
        id: "perubahan",
        title: "Penghentian dan perubahan ketentuan",
        paragraphs: [
          "Anda dapat berhenti menggunakan Griya kapan saja dan meminta penutupan akun melalui e-mail dukungan. Kami dapat mengubah ketentuan ini; perubahan penting kami beritahukan melalui e-mail atau portal agen sebelum berlaku, dan tanggal di atas menunjukkan versi terakhir.",
        ],
      },
      {
        id: "hukum",
        title: "Hukum yang berlaku",
        paragraphs: [
          "Ketentuan ini tunduk pada hukum Negara Republik Indonesia. Perselisihan diselesaikan lebih dulu secara musyawarah; bila dalam 30 hari tidak tercapai kesepakatan, perselisihan diselesaikan melalui Pengadilan Negeri Jakarta Selatan.",
        ],
      },
      {
        id: "kontak",
        title: "Hubungi kami",
        paragraphs: [`${COMPANY.name}, ${COMPANY.address}. E-mail: ${supportEmail}.`],
      },
    ],
  };
}
