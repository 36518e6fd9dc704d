import { ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { useTranslation } from "react-i18next";
import { pathTo, type PageKey } from "../paths";
import { RouterLink } from "./router-link";

/** Placeholder for screens not built yet: the page title and a "Segera hadir" note, inside the layout. */
export function ComingSoon({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <div className="g-stack">
      <h1 className="g-page-title">{t(`pages.${pageKey}`)}</h1>
      <EmptyState
        title={t("comingSoon.title")}
        description={t("comingSoon.description")}
        action={
          pageKey === "home" ? undefined : (
            <ButtonLink href={pathTo("home")} linkComponent={RouterLink} variant="secondary">
              {t("comingSoon.backHome")}
            </ButtonLink>
          )
        }
      />
    </div>
  );
}
