import { Button } from "@griya/ui/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

export type CopyValueProps = {
  label: string;
  /** What is copied: exactly as the gateway issued it. */
  value: string;
  /** What is shown (grouped in fours); the value itself by default. */
  display?: string;
  /** Names the thing in the copy confirmation. */
  kind?: "number" | "code";
};

/** A number the payer types elsewhere (VA number, payment code), with a copy button. */
export function CopyValue({ label, value, display = value, kind = "number" }: CopyValueProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (permissions, insecure context): the number stays selectable on screen.
    }
  }

  return (
    <div className="copy-value">
      <dt>{label}</dt>
      <dd>
        <code className="copy-value-text" data-testid="payment-reference">
          {display}
        </code>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t("howToPay.copyNamed", { label })}
        >
          {t("howToPay.copy")}
        </Button>
        <span role="status" className="form-success-inline">
          {copied ? t(kind === "code" ? "howToPay.copiedCode" : "howToPay.copiedNumber") : ""}
        </span>
      </dd>
    </div>
  );
}
