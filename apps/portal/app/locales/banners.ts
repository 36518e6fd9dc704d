// Texts of the banners: the home's carousel, the takeover modal and /banner/detail/{uuid}.
import { addTexts } from "../lib/i18n";

export const banners = {
  carouselLabel: "Info dan promo",
  slideLabel: "{{current}} dari {{total}}",
  previous: "Banner sebelumnya",
  next: "Banner berikutnya",
  readMore: "Lihat detail",
  readMoreAbout: "Lihat detail: {{title}}",
  openLink: "Buka",
  detailBack: "Kembali ke beranda",
  detailPeriod: "Berlaku {{start}} sampai {{end}}",
} as const;

addTexts({ banners });
