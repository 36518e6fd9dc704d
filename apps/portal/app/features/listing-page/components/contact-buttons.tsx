import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import type { ContactActionData } from "../contact-action-data";

/** The card's forms, which the phone bar's buttons submit too (their `form` attribute): one reveal, one answer. */
const FORM_ID = { whatsapp: "kontak-whatsapp", phone: "kontak-telepon" } as const;
const FETCHER_KEY = "kontak-agen";

/** The reveal's answer: the shared fetcher's, or the page's after a plain form post (no JavaScript). */
function useContactAnswer() {
  const fetcher = useFetcher<ContactActionData>({ key: FETCHER_KEY });
  const posted = useActionData<ContactActionData>();
  const answer = fetcher.data ?? (posted?.intent === PUBLIC_INTENT.contact ? posted : undefined);
  return { fetcher, answer, busy: fetcher.state !== "idle" };
}

/** Focus goes to the number shown where its button was pressed (the card or the bar). */
function usePhoneFocus(answer: ContactActionData | undefined) {
  const pressed = useRef(false);
  const phone = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!answer?.ok || !pressed.current) return;
    pressed.current = false;
    phone.current?.focus();
  }, [answer]);
  return { phone, press: () => (pressed.current = true) };
}

/**
 * WhatsApp and phone buttons: the number is not in the page, a tap asks for it (the API counts the contact).
 * Forms, so they work without JavaScript too. WhatsApp is a plain post into a new tab (as the leads inbox opens
 * it), which the route answers with a redirect to WhatsApp; the phone is revealed in place by a fetcher (or the
 * page comes back with the number).
 */
export function ContactButtons({ agentName }: { agentName: string }) {
  const { fetcher, answer, busy } = useContactAnswer();
  const { phone, press } = usePhoneFocus(answer);
  return (
    <div className="contact-buttons">
      <form id={FORM_ID.whatsapp} method="post" target="_blank" rel="noopener">
        <input type="hidden" name="intent" value={PUBLIC_INTENT.contact} />
        <input type="hidden" name="channel" value="whatsapp" />
        <button type="submit" className="g-button g-button--primary g-button--md contact-whatsapp">
          WhatsApp {agentName}
        </button>
      </form>
      <fetcher.Form id={FORM_ID.phone} method="post" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value={PUBLIC_INTENT.contact} />
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
            onClick={press}
          >
            Tampilkan nomor telepon
          </button>
        )}
      </fetcher.Form>
      {answer && !answer.ok && (
        <p className="contact-error" role="alert">
          {answer.error}
        </p>
      )}
    </div>
  );
}

/**
 * The phone's bottom bar of the listing page (listing-page.css shows it below 1024 px, where the contact card is
 * far down): WhatsApp and the phone reveal submit the card's forms, "Kirim pesan" is a link to the enquiry form
 * (`formId`), which takes the focus. No script of its own beyond the shared answer.
 */
export function ContactBar({ hasPhone, formId }: { hasPhone: boolean; formId: string }) {
  const { answer, busy } = useContactAnswer();
  const { phone, press } = usePhoneFocus(answer);
  return (
    <div className="contact-bar" role="group" aria-label="Hubungi agen cepat">
      {hasPhone && (
        <>
          <button
            type="submit"
            form={FORM_ID.whatsapp}
            className="g-button g-button--primary g-button--md"
            aria-label="WhatsApp agen (tab baru)"
          >
            WhatsApp
          </button>
          {answer?.ok ? (
            <a ref={phone} href={`tel:${answer.phoneNumber}`} className="g-button g-button--secondary g-button--md">
              {answer.phoneNumber}
            </a>
          ) : (
            <button
              type="submit"
              form={FORM_ID.phone}
              name="channel"
              value="phone"
              className="g-button g-button--secondary g-button--md"
              disabled={busy}
              onClick={press}
            >
              Telepon
            </button>
          )}
        </>
      )}
      <a href={`#${formId}`} className="g-button g-button--secondary g-button--md">
        Kirim pesan
      </a>
    </div>
  );
}
