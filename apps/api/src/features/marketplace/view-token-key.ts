import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";

/**
 * The key that signs view tokens: app_settings.view_token_key, made randomly by migration 0035 and shared by every
 * API process through the database (a token made by one is counted by another). Read once per process.
 */
export class ViewTokenKey {
  private key: Promise<string> | undefined;

  constructor(private readonly db: AppDb) {}

  get(): Promise<string> {
    this.key ??= readAppSetting<string>(this.db, "view_token_key").catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
