// The meta description search engines show for the portal's public pages (the marketplace pages write their
// own from what they show). One sentence each, under about 155 characters.
import type { PageKey } from "../paths";

export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, string>> = {
  login: "Masuk ke portal agen Griya untuk mengelola listing, leads, koin, dan membership properti Anda.",
  register:
    "Daftar sebagai agen properti di Griya: pasang listing rumah, apartemen, dan tanah dijual atau disewa, lalu terima leads dari pembeli.",
  forgetPass: "Lupa kata sandi akun agen Griya? Masukkan e-mail Anda untuk menerima tautan atur ulang kata sandi.",
  agentOfferings:
    "Paket membership, koin, dan slot listing Griya untuk agen properti: pilih yang sesuai dengan bisnis Anda.",
  projects:
    "Pasarkan proyek perumahan Anda di Griya, atau minta tim kami membantu menemukan proyek baru sesuai kota dan anggaran Anda.",
  help: "Pusat bantuan Griya: panduan pendaftaran, membership, koin, listing, repost, leads, dan profil agen properti.",
  helpTopic: "Panduan langkah demi langkah untuk agen properti di Griya.",
  terms: "Syarat dan ketentuan penggunaan Griya, marketplace properti dan portal agen.",
  privacy: "Kebijakan privasi Griya: data apa yang kami simpan, untuk apa, dan hak Anda atas data tersebut.",
};
