import { Button } from "@griya/ui/button";
import { useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated";
import { promoText as text } from "../../../locales/promos-public";

/**
 * "Salin kode": only once the page runs in a browser with a clipboard (progressive enhancement); without
 * JavaScript the code stays on the page as text to select.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const available = useHydrated() && navigator.clipboard !== undefined;
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <>
      {available && (
        <Button type="button" variant="secondary" size="sm" onClick={copy} aria-label={`${text.copy} ${code}`}>
          {text.copy}
        </Button>
      )}
      <span className="promo-copy-status" role="status">
        {status === "copied" ? text.copied(code) : status === "failed" ? text.copyFailed : ""}
      </span>
    </>
  );
}
