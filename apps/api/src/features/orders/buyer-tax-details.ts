import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export type BuyerTaxDetails = { address: string | null; npwp: string | null };

export const NO_BUYER_TAX_DETAILS: BuyerTaxDetails = { address: null, npwp: null };

/**
 * What a business buyer needs on an invoice to claim the PPN: the profile's address on one line (street,
 * village, district, city, province; the parts that are filled) and its NPWP number.
 */
export async function findBuyerTaxDetails(db: AppDb, userId: number): Promise<BuyerTaxDetails> {
  const [row] = await rowsOf<BuyerTaxDetails>(db, sql`
    SELECT NULLIF(concat_ws(', ', NULLIF(btrim(p.address), ''), v.name, d.name, c.name, pr.name), '') AS address,
      p.npwp_number AS npwp
    FROM agent_profiles p
    LEFT JOIN villages v ON v.id = p.village_id
    LEFT JOIN districts d ON d.id = p.district_id
    LEFT JOIN cities c ON c.id = p.city_id
    LEFT JOIN provinces pr ON pr.id = p.province_id
    WHERE p.user_id = ${userId}`);
  return row ?? NO_BUYER_TAX_DETAILS;
}
