import { formatRupiah } from "@griya/domain/format";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PromoCheckResult } from "../queries";
import "../../../locales/commerce";

export type PromoCodeFormProps = {
  applied: PromoCheckResult | null;
  /** A code to start with (one chosen on a promo page). */
  defaultCode?: string;
  checking: boolean;
  error?: string[];
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** The promo code: checked with POST /api/promos/check; a refusal (462) opens the promo dialog. */
export function PromoCodeForm({ applied, defaultCode = "", checking, error, onApply, onRemove }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(defaultCode);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    setMissing(trimmed === "");
    if (trimmed) onApply(trimmed);
  }

  if (applied) {
    return (
      <div className="g-stack promo-applied">
        <Alert tone="success">
          {t("checkout.promoApplied", { code: applied.promo_code, amount: formatRupiah(applied.discount_amount) })}
        </Alert>
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={onRemove}>
            {t("checkout.promoRemove")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="promo-form" noValidate onSubmit={submit}>
      <TextField
        label={t("checkout.promoLabel")}
        name="promo_code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={50}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t("checkout.promoRequired") : error}
      />
      <Button type="submit" variant="secondary" loading={checking} loadingLabel={t("common.submitting")}>
        {t("checkout.promoApply")}
      </Button>
    </form>
  );
}
