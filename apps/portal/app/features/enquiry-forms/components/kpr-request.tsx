import { useActionData } from "react-router";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import type { LeadAnswer } from "../lead-answer";
import { LeadForm } from "./lead-form";

export type KprLoan = { amount: number; tenureYears: string; text: string };

/**
 * "Ajukan KPR": a disclosure (it opens without JavaScript) holding the consultation form, which carries the
 * calculator's current loan. After a plain form post it comes back open, with the answer.
 */
export function KprRequest({ loan }: { loan: KprLoan | null }) {
  const posted = useActionData<LeadAnswer>();
  return (
    <details className="kpr-request" open={posted?.intent === PUBLIC_INTENT.kpr || undefined}>
      <summary className="g-button g-button--secondary g-button--md">Ajukan KPR</summary>
      <p className="kpr-request-intro">Tim KPR Griya menghubungi Anda untuk membantu pengajuan ke bank.</p>
      <LeadForm
        intent={PUBLIC_INTENT.kpr}
        id="kpr-ajuan"
        submitLabel="Kirim permintaan"
        sentText="Permintaan konsultasi KPR terkirim. Tim KPR Griya akan segera menghubungi Anda."
        message={{ label: "Pesan (opsional)", required: false }}
        emailRequired={false}
      >
        <input type="hidden" name="loan_amount" value={loan?.amount ?? ""} />
        <input type="hidden" name="tenure_years" value={loan?.tenureYears ?? ""} />
        {loan && <p className="kpr-request-loan">{loan.text}, dari simulasi di atas.</p>}
      </LeadForm>
    </details>
  );
}
