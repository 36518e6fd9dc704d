import type { FaqItem } from "../offerings-view.server";

/** Questions agents ask before buying, each a disclosure that opens without JavaScript. */
export function OfferingsFaq({ items }: { items: FaqItem[] }) {
  return (
    <div className="offer-faq">
      {items.map((item) => (
        <details key={item.question} className="offer-faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
