import type { ReactNode } from "react";
import { classNames } from "./class-names";

export type DescriptionItem = {
  label: ReactNode;
  value: ReactNode;
  /** React key; default the label when it is a string. */
  key?: string;
};

export type DescriptionListProps = {
  items: DescriptionItem[];
  /** "rows": label left, value right (invoices, order cards); "stacked": value under its label. */
  layout?: "rows" | "stacked";
  className?: string;
};

/** Label/value pairs as a <dl> (invoice number, buyer, order date, payment method …). */
export function DescriptionList({ items, layout = "rows", className }: DescriptionListProps) {
  return (
    <dl className={classNames("g-dl", `g-dl--${layout}`, className)}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.label === "string" ? item.label : index)} className="g-dl-row">
          <dt className="g-dl-label">{item.label}</dt>
          <dd className="g-dl-value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
