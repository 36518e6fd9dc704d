import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";

/** Shown above a form whose unsaved values came back after a new login; "Buang isian" returns to what is saved. */
export function KeptFormNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t("keptForms.restored")} className="kept-form-notice">
      <p>{t("keptForms.restoredHint")}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onDiscard}>
        {t("keptForms.discard")}
      </Button>
    </Alert>
  );
}
