import { KTP_LENGTH, NPWP_MAX, OTP_LENGTH } from "@griya/domain/constants";
import { pathTo } from "../../../paths";
import { list, note, paragraph, section, steps, type HelpArticle, type HelpFacts } from "../help-article";
import { andList, paidTiers, trialTier } from "../help-format";
import { helpPath } from "../help-topics";

export function accountRegistrationArticle(facts: HelpFacts): HelpArticle {
  const trial = trialTier(facts);
  return {
    topic: "account-registration",
    title: "Mendaftar sebagai agen",
    summary: "Buat akun agen, aktifkan lewat e-mail, lalu verifikasi nomor ponsel untuk mulai memakai portal.",
    keywords: ["daftar", "registrasi", "akun baru", "aktivasi", "otp", "verifikasi", "nomor hp", "trial", "gabung"],
    related: ["password", "edit-profile", "membership", "referral-code"],
    sections: [
      section(
        "daftar",
        "Membuat akun",
        steps(
          `Buka halaman [Daftar](${pathTo("register")}), atau tekan **Daftar** di bagian atas halaman.`,
          "Isi nama lengkap, e-mail, nomor ponsel dan kata sandi. E-mail langsung diperiksa: jika sudah terdaftar, Anda akan diberi tahu saat itu juga.",
          "Pilih jenis agen dan kantor Anda, isi NIB bila ada, lalu pilih kota yang menjadi area spesialisasi Anda.",
          `Punya kode referral dari agen lain? Isi di kolom kode referral (boleh dikosongkan). Lihat [Kode referral](${helpPath("referral-code")}).`,
          "Tekan **Daftar**. Kami mengirim e-mail aktivasi ke alamat yang Anda isi.",
        ),
      ),
      section(
        "aktivasi",
        "Mengaktifkan akun",
        steps(
          "Buka e-mail dari Griya dan tekan tautan aktivasinya.",
          `Akun aktif: silakan [Masuk](${pathTo("login")}) dengan e-mail dan kata sandi Anda.`,
        ),
        note(
          "Tautan sudah kedaluwarsa? Halaman aktivasi menjelaskannya dan menawarkan e-mail aktivasi baru. Jika tautan dibuka lagi setelah akun aktif, halaman itu menawarkan tombol masuk.",
        ),
      ),
      section(
        "verifikasi-ponsel",
        "Verifikasi nomor ponsel",
        paragraph("Portal baru bisa dipakai setelah nomor ponsel Anda terverifikasi."),
        steps(
          `Setelah masuk, Anda diarahkan ke halaman [Nomor HP](${pathTo("inputPhone")}). Periksa nomornya lalu kirim kode.`,
          `Masukkan kode ${OTP_LENGTH} angka dari SMS di halaman [Verifikasi OTP](${pathTo("otp")}). Kode baru dapat diminta setelah hitung mundur selesai.`,
        ),
        ...(trial
          ? [
              paragraph(
                `Nomor ponsel pertama yang terverifikasi langsung memulai **membership ${trial.display_name}** selama ${trial.duration_days} hari dengan ${trial.listing_slots} slot listing aktif dan ${trial.bonus_coins} koin, supaya Anda bisa mencoba memasang listing.`,
              ),
            ]
          : []),
        paragraph(
          `Setelah itu pilih membership berbayar (${andList(paidTiers(facts).map((m) => m.display_name))}) di halaman [Beli Paket](${pathTo("product")}). Lihat [Membership](${helpPath("membership")}).`,
        ),
      ),
    ],
  };
}

export function passwordArticle(_facts: HelpFacts): HelpArticle {
  return {
    topic: "password",
    title: "Kata sandi: lupa, buat, dan ubah",
    summary: "Atur ulang kata sandi yang terlupa, buat kata sandi untuk akun tanpa sandi, atau ganti kata sandi Anda.",
    keywords: ["lupa password", "reset", "sandi", "ganti password", "login", "masuk", "tidak bisa masuk"],
    related: ["account-registration", "edit-profile"],
    sections: [
      section(
        "lupa",
        "Lupa kata sandi",
        steps(
          `Buka [Lupa Kata Sandi](${pathTo("forgetPass")}) (juga tersedia dari halaman masuk).`,
          "Isi e-mail akun Anda dan kirim. Kami mengirim tautan atur ulang ke e-mail tersebut.",
          "Buka tautan itu dan isi kata sandi baru dua kali. Tautan hanya berlaku sekali dan untuk waktu singkat: minta tautan baru bila sudah kedaluwarsa.",
          `Masuk lagi di halaman [Masuk](${pathTo("login")}). Demi keamanan, semua perangkat yang sebelumnya masuk akan keluar.`,
        ),
      ),
      section(
        "buat",
        "Membuat kata sandi",
        paragraph(
          `Akun yang belum punya kata sandi diarahkan ke halaman [Buat Kata Sandi](${pathTo("createPassword")}) sebelum bisa memakai portal. Isi kata sandi baru dan konfirmasinya.`,
        ),
      ),
      section(
        "ubah",
        "Mengubah kata sandi",
        steps(
          `Buka [Ubah Kata Sandi](${pathTo("changePassword")}), juga lewat tombol **Ubah kata sandi** di halaman Profil.`,
          "Isi kata sandi lama, lalu kata sandi baru dan konfirmasinya, kemudian simpan.",
        ),
      ),
      section(
        "aturan",
        "Kata sandi yang diterima",
        list(
          "Bukan salah satu kata sandi yang paling umum dipakai orang (misalnya 12345678).",
          "Tidak hanya berisi spasi.",
          "Tidak sama dengan alamat e-mail akun Anda.",
        ),
        note(
          "Terlalu sering salah memasukkan kata sandi membuat alamat Anda harus menunggu beberapa menit sebelum mencoba lagi. Pemilik akun tidak pernah terkunci oleh percobaan dari tempat lain, dan e-mail atur ulang selalu sampai.",
        ),
      ),
    ],
  };
}

export function editProfileArticle(_facts: HelpFacts): HelpArticle {
  return {
    topic: "edit-profile",
    title: "Mengubah profil",
    summary: "Perbarui foto, data agen, KTP, NPWP, alamat, rekening bank dan nomor ponsel Anda.",
    keywords: ["profil", "foto profil", "ktp", "npwp", "rekening", "bank", "alamat", "ganti nomor", "ubah data"],
    related: ["password", "catalog-link", "account-registration"],
    sections: [
      section(
        "profil",
        "Data profil",
        steps(
          `Buka [Profil](${pathTo("profile")}) (menu **Ubah Profil** di sidebar).`,
          "Unggah foto profil; kemajuannya terlihat selama unggahan berjalan.",
          "Lengkapi jenis agen, spesialisasi properti dan harga, area, kantor, media sosial dan NIB.",
          `Isi nomor KTP (${KTP_LENGTH} angka) dan NPWP (maksimal ${NPWP_MAX} angka) beserta fotonya, alamat sampai kelurahan, usia dan jenis kelamin.`,
          "Tekan simpan. Jika ada isian yang keliru, pesannya tampil di isian tersebut.",
        ),
        note(
          "Foto KTP dan NPWP hanya bisa dilihat oleh Anda sendiri. Alamat dan NPWP dicetak di invoice Anda untuk keperluan pajak.",
        ),
      ),
      section(
        "rekening",
        "Rekening bank",
        steps(
          "Pilih **Rekening Bank** di sidebar (atau di halaman Profil).",
          "Cari nama bank Anda di daftar bank Indonesia, atau ketik di bawah **Lainnya**.",
          "Isi nama pemilik rekening, nomor rekening dan nomor ponsel, lalu simpan.",
        ),
      ),
      section(
        "nomor-ponsel",
        "Mengganti nomor ponsel",
        steps(
          "Di halaman Profil, tekan **Ubah nomor HP** dan isi nomor baru.",
          "Masukkan kode SMS yang dikirim ke nomor baru dan kata sandi akun Anda.",
        ),
        note(
          "Setelah diganti, nomor tidak bisa diganti lagi untuk sementara waktu. Nomor lama menerima SMS pemberitahuan dan e-mail Anda menerima pesan bahwa nomor telah berubah.",
        ),
      ),
      section(
        "halaman-agen",
        "Profil yang dilihat pembeli",
        paragraph(
          `Foto, kantor, spesialisasi dan area Anda tampil di halaman agen publik Anda beserta semua listing yang sedang tayang. Lihat [Tautan katalog](${helpPath("catalog-link")}).`,
        ),
      ),
    ],
  };
}

export function referralCodeArticle(facts: HelpFacts): HelpArticle {
  const { referral_reward_coins: coins, referral_reward_validity_days: days } = facts.limits;
  return {
    topic: "referral-code",
    title: "Kode referral",
    summary: `Ajak agen baru dengan kode Anda: Anda dan agen itu masing-masing mendapat ${coins} koin.`,
    keywords: ["referral", "ajak teman", "undang", "bonus", "kode promo", "hadiah koin"],
    related: ["coin", "account-purchase", "account-registration"],
    sections: [
      section(
        "kode",
        "Melihat dan membagikan kode",
        steps(
          `Buka [Kode Referral](${pathTo("referralCode")}) dari halaman Profil.`,
          "Tekan **Salin kode** dan bagikan kepada agen yang belum punya akun Griya.",
          `Agen tersebut mengisi kode Anda di kolom kode referral saat [mendaftar](${helpPath("account-registration")}).`,
        ),
        note(
          "Kode referral hanya terlihat oleh anggota membership berbayar. Tanpa membership berbayar, halaman ini meminta Anda membeli membership terlebih dahulu.",
        ),
      ),
      section(
        "hadiah",
        "Kapan koin diberikan",
        paragraph(
          `Saat agen yang Anda ajak membayar **membership berbayar pertamanya**, Anda dan agen itu masing-masing mendapat **${coins} koin** yang berlaku ${days} hari.`,
        ),
        list(
          "Hanya untuk akun baru: upgrade dan perpanjangan tidak memberi koin referral.",
          "Pembayaran harus lebih dari Rp 0 (membership yang didapat gratis dengan kode promo tidak dihitung).",
          "Nomor ponsel Anda dan agen yang diajak harus sudah terverifikasi.",
          "Setiap agen yang diajak hanya memberi hadiah satu kali.",
          "Kode dapat dinonaktifkan bila ada dugaan kecurangan; kode yang nonaktif tidak memberi koin.",
        ),
        paragraph(`Koin referral tampil di [Koin Saya](${pathTo("coinPurchase")}) dengan sumber Referral.`),
      ),
    ],
  };
}
