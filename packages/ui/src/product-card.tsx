import { useId, type ReactNode } from "react";
import { classNames } from "./class-names";
import { RupiahText } from "./rupiah-text";

export type ProductCardProps = {
  name: string;
  /** Rupiah before PPN. */
  price: number;
  /** After the price: "/ tahun", "/ 30 hari per slot". */
  priceSuffix?: string;
  /** The price before a discount, struck through. */
  originalPrice?: number;
  description?: ReactNode;
  features?: ReactNode[];
  /** Accessible name of the features list. */
  featuresLabel?: string;
  /** A small label above the name: "Paket saat ini", "Terpopuler". */
  badge?: ReactNode;
  /** The buy button, a quantity stepper… Shown only while the product is allowed. */
  action?: ReactNode;
  /** The allowance check's answer (`is_allowed`); default true. */
  allowed?: boolean;
  /** Why it is not allowed (the allowance message), shown instead of the action. */
  disabledMessage?: ReactNode;
  highlighted?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A package on the product page: name, price, what it gives, and the action, or why it cannot be bought. */
export function ProductCard({
  name,
  price,
  priceSuffix,
  originalPrice,
  description,
  features = [],
  featuresLabel,
  badge,
  action,
  allowed = true,
  disabledMessage,
  highlighted = false,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const id = useId();
  const headingId = `${id}-name`;
  const messageId = `${id}-message`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={classNames(
        "g-product-card",
        highlighted && "g-product-card--highlighted",
        !allowed && "g-product-card--disabled",
        className,
      )}
      aria-labelledby={headingId}
      aria-describedby={!allowed && disabledMessage ? messageId : undefined}
    >
      {badge !== undefined && <p className="g-product-card-badge">{badge}</p>}
      <Heading id={headingId} className="g-product-card-name">
        {name}
      </Heading>
      <p className="g-product-card-price">
        {originalPrice !== undefined && originalPrice > price && (
          <>
            <span className="g-visually-hidden">Harga normal </span>
            <del className="g-product-card-original">
              <RupiahText value={originalPrice} />
            </del>{" "}
          </>
        )}
        <RupiahText value={price} className="g-product-card-amount" />
        {priceSuffix && <span className="g-product-card-suffix"> {priceSuffix}</span>}
      </p>
      {description !== undefined && <div className="g-product-card-description">{description}</div>}
      {features.length > 0 && (
        <ul className="g-product-card-features" aria-label={featuresLabel}>
          {features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      )}
      <div className="g-product-card-footer">
        {allowed
          ? action
          : disabledMessage !== undefined && (
              <p id={messageId} className="g-product-card-message">
                {disabledMessage}
              </p>
            )}
      </div>
    </article>
  );
}
