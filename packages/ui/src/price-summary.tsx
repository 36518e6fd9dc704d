import { VAT_PERCENT, orderTotals } from "@griya/domain/money";
import { classNames } from "./class-names";
import { RupiahText } from "./rupiah-text";

export type PriceSummaryProps = {
  subtotal: number;
  discount?: number;
  /** As the server computed them; when left out they are derived (PPN 11 % of the net, half up). */
  vat?: number;
  total?: number;
  /** Shown with the discount: "Diskon (HEMAT10)". */
  promoCode?: string | null;
  subtotalLabel?: string;
  discountLabel?: string;
  vatLabel?: string;
  totalLabel?: string;
  /** Show the discount row even when it is 0. */
  showZeroDiscount?: boolean;
  className?: string;
};

/** Subtotal, discount, PPN and total of a checkout, order or invoice, as a description list. */
export function PriceSummary({
  subtotal,
  discount = 0,
  vat,
  total,
  promoCode,
  subtotalLabel = "Subtotal",
  discountLabel = "Diskon",
  vatLabel = `PPN ${VAT_PERCENT}%`,
  totalLabel = "Total",
  showZeroDiscount = false,
  className,
}: PriceSummaryProps) {
  const derived = vat === undefined || total === undefined ? orderTotals({ subtotal, discount }) : null;
  const shownVat = vat ?? derived?.vat ?? 0;
  const shownTotal = total ?? derived?.total ?? 0;
  const shownDiscount = derived?.discount ?? discount;
  return (
    <dl className={classNames("g-price-summary", className)}>
      <div className="g-price-row">
        <dt>{subtotalLabel}</dt>
        <dd>
          <RupiahText value={subtotal} />
        </dd>
      </div>
      {(shownDiscount > 0 || showZeroDiscount) && (
        <div className="g-price-row g-price-row--discount">
          <dt>{promoCode ? `${discountLabel} (${promoCode})` : discountLabel}</dt>
          <dd>
            <RupiahText value={-shownDiscount} />
          </dd>
        </div>
      )}
      <div className="g-price-row">
        <dt>{vatLabel}</dt>
        <dd>
          <RupiahText value={shownVat} />
        </dd>
      </div>
      <div className="g-price-row g-price-row--total">
        <dt>{totalLabel}</dt>
        <dd>
          <RupiahText value={shownTotal} />
        </dd>
      </div>
    </dl>
  );
}
