import { PUBLIC_INTENT } from "../../../lib/public-actions";
import { LeadForm } from "./lead-form";

/** The form's id: the listing page's phone bar links to it. */
export const ENQUIRY_FORM_ID = "pesan";

/** Name, e-mail, phone and a message to the agent, from the listing page or the agent page. */
export function EnquiryForm({ defaultMessage }: { defaultMessage: string }) {
  return (
    <LeadForm
      intent={PUBLIC_INTENT.enquiry}
      id={ENQUIRY_FORM_ID}
      submitLabel="Kirim pesan"
      sentText="Pesan Anda terkirim ke agen. Agen akan menghubungi Anda melalui ponsel atau e-mail."
      message={{ label: "Pesan", defaultValue: defaultMessage, required: true }}
      emailRequired
    />
  );
}
