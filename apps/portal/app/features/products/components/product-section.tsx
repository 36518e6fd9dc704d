import { Alert } from "@griya/ui/alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

export type ProductSectionProps = {
  id: string;
  title: string;
  intro?: string;
  /** Not allowed: the allowance message replaces the list. */
  allowed: boolean;
  message: string | null;
  empty: boolean;
  children?: ReactNode;
};

/** A section of the product page: its heading, and either its products or why they cannot be bought. */
export function ProductSection({ id, title, intro, allowed, message, empty, children }: ProductSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-judul`;
  return (
    <section id={id} aria-labelledby={headingId} className="product-section">
      <div>
        <h2 id={headingId} className="section-title" tabIndex={-1}>
          {title}
        </h2>
        {intro && <p className="page-intro">{intro}</p>}
      </div>
      {!allowed ? (
        <Alert tone="warning">{message ?? t("products.notAllowed")}</Alert>
      ) : empty ? (
        <p className="page-intro">{t("products.sectionEmpty")}</p>
      ) : (
        children
      )}
    </section>
  );
}
