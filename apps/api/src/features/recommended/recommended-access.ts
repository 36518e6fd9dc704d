import type { FastifyRequest } from "fastify";
import { HttpError } from "../../platform/http/http-error.js";
import { featureFlags } from "../../kernels/settings/feature-flags.js";

export const RECOMMENDED_MESSAGES = {
  disabled: "Fitur Recommended Listing belum tersedia.",
  notActive: "Hanya listing aktif yang dapat dijadikan Recommended Listing.",
  notInHorizon: "Pilih minggu yang tersedia (mulai Senin, minggu ini sampai 11 minggu ke depan).",
  duplicateWeek: "Setiap minggu hanya dapat dipilih sekali.",
  alreadyBoosted: "Listing ini sudah menjadi Recommended Listing pada minggu tersebut.",
  boostNotFound: "Recommended Listing tidak ditemukan.",
  notEligible: "Listing harus aktif, milik Anda, dengan area, tipe properti dan tipe listing yang sama.",
  boostEnded: "Recommended Listing yang sudah berakhir tidak dapat dipindahkan.",
} as const;

/** Every Recommended call (and the move picker) answers 403 while enableRecommendedListing is off. */
export async function assertRecommendedEnabled(request: FastifyRequest): Promise<void> {
  if (!(await featureFlags(request.server)).enableRecommendedListing) {
    throw new HttpError(403, { errors: RECOMMENDED_MESSAGES.disabled });
  }
}
