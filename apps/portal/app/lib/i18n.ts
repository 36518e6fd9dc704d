// One i18next instance for server and browser. There is a single locale and nothing changes it per request,
// so sharing the instance across concurrent SSR requests is safe; resources are inline, so init is synchronous.
// It starts with the frame's texts (locales/id.ts); each feature's module adds its own with `addTexts` when it
// loads, which is before anything that shows them renders, on the server and in the browser (ADR 0031).
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { id, type Resources } from "../locales/id";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Resources };
  }
}

export const LOCALE = "id";

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  supportedLngs: [LOCALE],
  // A copy: addTexts merges feature sections into the store, which must not change the exported frame texts.
  resources: { [LOCALE]: { translation: { ...id } } },
  initAsync: false,
  // React escapes rendered text already.
  interpolation: { escapeValue: false },
});

/** Adds a feature's texts (top-level sections of `Resources`) to the shared resources; repeating it is harmless. */
export function addTexts(texts: Partial<Resources>): void {
  i18n.addResourceBundle(LOCALE, "translation", texts, true, false);
}

/** `t` for code outside components (meta functions, actions). */
export const t = i18n.getFixedT(LOCALE);
