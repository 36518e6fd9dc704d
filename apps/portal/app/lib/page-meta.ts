import type { MetaDescriptor } from "react-router";
import { errorTitle } from "../components/page-error";
import { PAGE_DESCRIPTIONS } from "../locales/page-descriptions";
import { isPageKey, type PageKey } from "../paths";
import { t } from "./i18n";

/**
 * "<page> | Griya", and the page's meta description when it has one (public pages); an error shown in place of
 * the page names the error instead.
 */
export function pageMeta(key: string | undefined, error?: unknown): MetaDescriptor[] {
  const page = error ? errorTitle(t, error) : isPageKey(key) ? t(`pages.${key}`) : t("app.brand");
  const description = !error && isPageKey(key) ? PAGE_DESCRIPTIONS[key] : undefined;
  return [
    { title: t("app.documentTitle", { page }) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

/** The page key of the deepest matched route (route ids are page keys, see routes.ts). */
export function leafPageKey(matches: ReadonlyArray<{ id: string } | undefined>): PageKey | undefined {
  const id = matches.at(-1)?.id;
  return isPageKey(id) ? id : undefined;
}
