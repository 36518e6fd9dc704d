import { Button } from "@griya/ui/button";
import { Card } from "@griya/ui/card";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReferralBenefits } from "../queries";
import "../../../locales/profile";

/** A paid member's referral code, with a copy button and what the referral earns. */
export function ReferralCodeCard({ code, benefits }: { code: string; benefits: ReferralBenefits }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, permissions): the code stays selectable on screen.
    }
  }

  return (
    <Card title={t("referral.codeLabel")}>
      <div className="g-stack referral-card">
        <p className="referral-code">
          <code data-testid="referral-code">{code}</code>
        </p>
        <div className="form-actions">
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {t("referral.copy")}
          </Button>
          <span role="status" className="form-success-inline">
            {copied ? t("referral.copied") : ""}
          </span>
        </div>
        <p>{t("referral.benefit", { coins: benefits.coins, days: benefits.validity_days })}</p>
      </div>
    </Card>
  );
}
