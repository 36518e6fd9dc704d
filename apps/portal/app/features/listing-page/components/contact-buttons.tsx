import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import type { ContactActionData } from "../contact-action-data";

/**
 * WhatsApp and phone buttons: the number is not in the page, a tap asks for it (the API counts the contact).
 * A form, so it works without JavaScript too (the page comes back with the number, or WhatsApp opens).
 */
export function ContactButtons({ agentName }: { agentName: string }) {
  const fetcher = useFetcher<ContactActionData>();
  const posted = useActionData<ContactActionData>();
  const answer = fetcher.data ?? (posted?.intent === PUBLIC_INTENT.contact ? posted : undefined);
  const phone = useRef<HTMLAnchorElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    if (fetcher.data.channel === "whatsapp") window.location.assign(fetcher.data.whatsappUrl);
    else phone.current?.focus();
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" className="contact-buttons" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={PUBLIC_INTENT.contact} />
      <button
        type="submit"
        name="channel"
        value="whatsapp"
        className="g-button g-button--primary g-button--md contact-whatsapp"
        disabled={busy}
      >
        WhatsApp {agentName}
      </button>
      {answer?.ok ? (
        <a ref={phone} href={`tel:${answer.phoneNumber}`} className="g-button g-button--secondary g-button--md">
          Telepon {answer.phoneNumber}
        </a>
      ) : (
        <button
          type="submit"
          name="channel"
          value="phone"
          className="g-button g-button--secondary g-button--md"
          disabled={busy}
        >
          Tampilkan nomor telepon
        </button>
      )}
      {answer && !answer.ok && (
        <p className="contact-error" role="alert">
          {answer.error}
        </p>
      )}
    </fetcher.Form>
  );
}
