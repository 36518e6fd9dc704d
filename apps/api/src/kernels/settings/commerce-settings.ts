import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "./read-app-setting.js";

/** app_settings.commerce (seeded by commerce-seed-data.ts). */
export type CommerceSettings = {
  order_pay_hours: number;
  bonus_coin_validity_days: number;
  orders_per_page: number;
  invoice_issuer: { name: string; address: string; npwp: string; email: string };
};

export function readCommerceSettings(db: AppDb): Promise<CommerceSettings> {
  return readAppSetting<CommerceSettings>(db, "commerce");
}
