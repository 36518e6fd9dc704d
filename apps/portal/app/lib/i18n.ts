// One i18next instance for server and browser. There is a single locale and nothing changes it per request,
// so sharing the instance across concurrent SSR requests is safe; resources are inline, so init is synchronous.
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
  resources: { [LOCALE]: { translation: id } },
  initAsync: false,
  // React escapes rendered text already.
  interpolation: { escapeValue: false },
});

/** `t` for code outside components (meta functions, actions). */
export const t = i18n.getFixedT(LOCALE);
