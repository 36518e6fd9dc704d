// Feature texts join i18next when a module that mentions them loads (ADR 0031). A file that names a key of a
// feature module without importing that module would show the bare key wherever its route did not happen to
// load the texts first: this check reads every source file for such keys.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accountTexts } from "./account";
import { banners } from "./banners";
import { coinTexts } from "./coins";
import { commerceTexts } from "./commerce";
import { devOutboxTexts } from "./dev-outbox";
import { featuredAgentTexts } from "./featured-agents";
import { id } from "./id";
import { leads } from "./leads";
import { listingForm } from "./listing-form";
import { listingFormMedia } from "./listing-form-media";
import { myListings } from "./my-listings";
import { notifications } from "./notifications";
import { profileTexts } from "./profile";
import { recommended } from "./recommended";
import { repost } from "./repost";
import { i18n, LOCALE, t } from "../lib/i18n";

/** Module file name (in app/locales) → the top-level sections it adds. */
const FEATURE_MODULES: Record<string, object> = {
  account: accountTexts,
  banners: { banners },
  coins: coinTexts,
  commerce: commerceTexts,
  "dev-outbox": devOutboxTexts,
  "featured-agents": featuredAgentTexts,
  leads: { leads },
  "listing-form": { listingForm },
  "listing-form-media": { listingFormMedia },
  "my-listings": { myListings },
  notifications: { notifications },
  profile: profileTexts,
  repost: { repost },
  recommended: { recommended },
};

const APP = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith(`locales${path.sep}`))
    .map((name) => path.join(dir, name));
}

const moduleOfSection = new Map(
  Object.entries(FEATURE_MODULES).flatMap(([file, sections]) =>
    Object.keys(sections).map((section) => [section, file] as const),
  ),
);

describe("feature texts", () => {
  it("are not part of the frame's texts every page loads, and no section has two homes", () => {
    for (const section of moduleOfSection.keys()) expect(Object.keys(id), section).not.toContain(section);
    const all = [...moduleOfSection.keys()];
    expect(new Set(all).size).toBe(all.length);
  });

  it("are imported by every file that names one of their keys", () => {
    const keyMention = new RegExp(`["'\`](${[...moduleOfSection.keys()].join("|")})\\.[a-zA-Z]`, "g");
    const missing: string[] = [];
    for (const file of sourceFiles(APP)) {
      const source = readFileSync(file, "utf8");
      const relativeLocales = path.relative(path.dirname(file), path.join(APP, "locales")).split(path.sep).join("/");
      const prefix = relativeLocales.startsWith(".") ? relativeLocales : `./${relativeLocales}`;
      for (const [, section] of source.matchAll(keyMention)) {
        const module = moduleOfSection.get(section!)!;
        if (!source.includes(`import "${prefix}/${module}";`))
          missing.push(`${path.relative(APP, file)}: ${section} (${module})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("join the shared resources once their module has loaded", () => {
    expect(i18n.hasResourceBundle(LOCALE, "translation")).toBe(true);
    expect(t("profile.avatarTitle")).toBe("Foto profil");
    expect(t("leads.tabs.all")).toBe("Semua");
  });
});
