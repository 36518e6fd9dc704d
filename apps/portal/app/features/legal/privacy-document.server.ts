import { COMPANY } from "@griya/domain/company";
import { formatDate } from "@griya/domain/format";
import type { LegalDocument } from "./legal-document";

/** When the policy last changed: change it with the text, so "Terakhir diperbarui" stays true. */
const PRIVACY_UPDATED = "2026-11-24";

/** The privacy policy (Indonesian), following UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi. */
export function privacyDocument(supportEmail: string): LegalDocument {
  return {
    title: "Kebijakan Privasi",
    updatedIso: PRIVACY_UPDATED,
    updated: formatDate(`${PRIVACY_UPDATED}T12:00:00+07:00`),
    intro: [
      `Kebijakan ini menjelaskan data pribadi apa yang kami proses saat Anda memakai Griya, untuk apa, berapa lama, kepada siapa data itu diberikan, dan bagaimana Anda menggunakan hak Anda sebagai subjek data pribadi sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).`,
    ],
    sections: [
      {
        id: "pengendali",
        title: "Pengendali data pribadi",
        paragraphs: [
          `Pengendali data pribadi Griya adalah ${COMPANY.name}, ${COMPANY.address} (NPWP ${COMPANY.npwp}). Pertanyaan dan permintaan tentang data pribadi dapat dikirim ke ${supportEmail}.`,
        ],
      },
      {
        id: "data",
        title: "Data yang kami kumpulkan",
        paragraphs: ["Kami hanya mengumpulkan data yang diperlukan untuk layanan:"],
        items: [
          "Data akun: nama, alamat e-mail, nomor HP, kata sandi (disimpan dalam bentuk hash, tidak pernah dalam bentuk asli), jenis agen, kantor, NIB, dan area spesialisasi.",
          "Data identitas untuk verifikasi dan invoice: nomor dan foto KTP, nomor dan foto NPWP, alamat, usia, dan jenis kelamin.",
          "Data keuangan: rekening bank untuk pencairan, riwayat pesanan, pembayaran, koin, dan invoice. Data kartu pembayaran diproses langsung oleh payment gateway dan tidak kami simpan.",
          "Data listing: alamat dan lokasi properti, harga, foto, video, dan keterangan yang Anda pasang, serta statistik kunjungan dan tayangan.",
          "Pertanyaan dari pengunjung: nama, e-mail, nomor HP, dan pesan yang dikirim pengunjung kepada agen, serta formulir konsultasi KPR dan pendaftaran.",
          "Data teknis: alamat IP, jenis peramban dan perangkat, waktu akses, cookie sesi dan preferensi bahasa, serta data di penyimpanan lokal peramban (misalnya banner yang sudah dilihat dan widget bantuan yang ditutup).",
        ],
      },
      {
        id: "tujuan",
        title: "Tujuan dan dasar pemrosesan",
        paragraphs: ["Kami memproses data pribadi berdasarkan dasar pemrosesan yang sah menurut Pasal 20 UU PDP:"],
        items: [
          "Pelaksanaan perjanjian dengan Anda: membuat dan menjaga akun, menayangkan listing, meneruskan pertanyaan pengunjung ke agen, memproses pesanan, pembayaran, koin, dan program referral.",
          "Pemenuhan kewajiban hukum: invoice dan catatan perpajakan (NPWP), serta permintaan aparat yang berwenang sesuai peraturan.",
          "Kepentingan yang sah: keamanan akun (verifikasi nomor HP, pembatasan percobaan masuk), pencegahan penipuan dan kecurangan referral, serta statistik agregat untuk memperbaiki layanan.",
          "Persetujuan Anda: e-mail informasi dan promo. Persetujuan ini dapat Anda tarik kapan saja tanpa memengaruhi layanan lainnya.",
        ],
      },
      {
        id: "penerima",
        title: "Penerima data",
        paragraphs: [
          "Kami tidak menjual data pribadi Anda. Data hanya diberikan kepada pihak berikut, sebatas yang mereka perlukan dan dengan perjanjian yang mewajibkan mereka melindunginya:",
        ],
        items: [
          "Payment gateway dan bank untuk memproses pembayaran.",
          "Penyedia layanan e-mail dan SMS untuk mengirim tautan aktivasi, kode OTP, dan pemberitahuan.",
          "Penyedia hosting, basis data, dan penyimpanan berkas tempat layanan Griya berjalan.",
          "Agen pemilik listing, untuk pertanyaan yang Anda kirim sebagai pengunjung; dan pengunjung, untuk profil publik agen (nama, foto, kantor, area) dan isi listing.",
          "Instansi pemerintah atau penegak hukum bila diwajibkan peraturan perundang-undangan.",
        ],
      },
      {
        id: "penyimpanan",
        title: "Lama penyimpanan",
        paragraphs: [],
        items: [
          "Data akun, identitas, dan listing: selama akun aktif, lalu dihapus atau dianonimkan paling lambat 1 tahun setelah akun ditutup.",
          "Invoice dan catatan transaksi: 10 tahun, sesuai kewajiban penyimpanan dokumen perusahaan dan perpajakan.",
          "Pertanyaan dari pengunjung dan formulir: 2 tahun sejak dikirim.",
          'Log teknis dan alamat IP: paling lama 1 tahun. Cookie sesi berlaku 24 jam, atau 365 hari bila Anda memilih "Ingat saya"; cookie bahasa 10 hari.',
        ],
      },
      {
        id: "keamanan",
        title: "Keamanan",
        paragraphs: [
          "Kami melindungi data dengan koneksi terenkripsi (HTTPS), kata sandi yang di-hash, token sesi yang dapat dicabut, pembatasan akses karyawan berdasarkan kebutuhan, dan pencadangan rutin. Tidak ada sistem yang sepenuhnya bebas risiko; karena itu jagalah kerahasiaan kata sandi dan kode OTP Anda.",
        ],
      },
      {
        id: "hak",
        title: "Hak Anda",
        paragraphs: ["Sebagai subjek data pribadi, Anda berhak:"],
        items: [
          "Mengakses dan memperoleh salinan data pribadi Anda.",
          "Memperbaiki data yang tidak akurat; sebagian besar data dapat Anda ubah sendiri di menu Profil.",
          "Meminta penghapusan data pribadi dan penutupan akun, kecuali data yang wajib kami simpan menurut hukum.",
          "Menarik kembali persetujuan yang pernah Anda berikan.",
          "Mengajukan keberatan atas pemrosesan berdasarkan kepentingan yang sah, termasuk pemrosesan otomatis.",
          "Meminta data pribadi Anda dalam format yang umum dan dapat dibaca mesin, serta mengirimkannya ke pengendali lain (portabilitas data).",
        ],
      },
      {
        id: "cara",
        title: "Cara menggunakan hak Anda",
        paragraphs: [
          `Kirim permintaan ke ${supportEmail} dari alamat e-mail akun Anda, sebutkan hak yang ingin Anda gunakan. Untuk melindungi Anda, kami dapat meminta verifikasi identitas. Kami menanggapi paling lambat 3 × 24 jam sejak permintaan lengkap kami terima, sesuai UU PDP. Bila Anda tidak puas dengan tanggapan kami, Anda dapat mengadu kepada lembaga pelindungan data pribadi.`,
        ],
      },
      {
        id: "kegagalan",
        title: "Pemberitahuan kegagalan pelindungan data",
        paragraphs: [
          "Bila terjadi kegagalan pelindungan data pribadi, kami memberitahukannya secara tertulis kepada Anda dan kepada lembaga pelindungan data pribadi paling lambat 3 × 24 jam sejak kami mengetahuinya, dengan menyebutkan data yang terungkap, kapan dan bagaimana terjadinya, serta langkah penanganan dan pemulihan yang kami ambil.",
        ],
      },
      {
        id: "perubahan",
        title: "Perubahan kebijakan",
        paragraphs: [
          "Kami dapat memperbarui kebijakan ini. Perubahan penting kami beritahukan melalui e-mail atau portal agen sebelum berlaku; tanggal di atas menunjukkan versi terakhir.",
        ],
      },
    ],
  };
}
