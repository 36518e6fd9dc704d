import type { MetaDescriptor } from "react-router";
import { errorTitle } from "../components/page-error";
import { isPageKey, type PageKey } from "../paths";
import { t } from "./i18n";

/** "<page> | Griya"; an error shown in place of the page names the error instead. */
export function pageMeta(key: PageKey | string | undefined, error?: unknown): MetaDescriptor[] {
  const page = error ? errorTitle(t, error) : isPageKey(key) ? t(`pages.${key}`) : t("app.brand");
  return [{ title: t("app.documentTitle", { page }) }];
}

/** The page key of the deepest matched route (route ids are page keys, see routes.ts). */
export function leafPageKey(matches: ReadonlyArray<{ id: string } | undefined>): PageKey | undefined {
  const id = matches.at(-1)?.id;
  return isPageKey(id) ? id : undefined;
}
