import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodGroup,
  groupedPaymentMethods,
} from "@griya/domain/payment-methods";
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, errorMessages } from "./field";
import { PaymentLogo } from "./payment-logo";

export type PaymentMethodPickerProps = {
  /** Legend of the whole picker. */
  label?: string;
  name?: string;
  /** The methods offered (e.g. what the configured gateway supports); default all twelve. */
  methods?: readonly PaymentMethod[];
  value?: PaymentMethod;
  /** Uncontrolled start; default the BCA virtual account. */
  defaultValue?: PaymentMethod;
  onChange?: (method: PaymentMethod) => void;
  /** Override of a method's label or an extra line under it ("Dicek otomatis"). */
  renderDescription?: (method: PaymentMethod) => ReactNode;
  groupLabels?: Partial<Record<PaymentMethodGroup, string>>;
  error?: string | string[];
  hint?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * The checkout's payment methods as radio cards, each with the method's small mark, grouped under Virtual
 * Account, Kartu Kredit/Debit, E-Wallet and Gerai Retail. One native radio group across all groups (same name): one tab stop, arrow keys move and
 * select, and a plain form post sends `payment_method`.
 */
export function PaymentMethodPicker({
  label = "Metode pembayaran",
  name = "payment_method",
  methods = PAYMENT_METHODS,
  value,
  defaultValue = DEFAULT_PAYMENT_METHOD,
  onChange,
  renderDescription,
  groupLabels,
  error,
  hint,
  disabled,
  className,
}: PaymentMethodPickerProps) {
  const id = useId();
  const errors = errorMessages(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const [uncontrolled, setUncontrolled] = useState<PaymentMethod>(defaultValue);
  const current = value ?? uncontrolled;

  return (
    <fieldset
      className={classNames("g-field g-fieldset g-payment-picker", className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
    >
      <legend className="g-label g-legend">{label}</legend>
      <FieldHint id={hintId} hint={hint} />
      {groupedPaymentMethods(methods).map((group) => {
        const groupId = `${id}-${group.group}`;
        return (
          <div key={group.group} role="group" aria-labelledby={groupId} className="g-payment-group">
            <p id={groupId} className="g-payment-group-title">
              {groupLabels?.[group.group] ?? group.label}
            </p>
            <div className="g-radio-cards">
              {group.methods.map((method) => {
                const checked = current === method.value;
                const description = renderDescription?.(method.value);
                const labelId = `${id}-${method.value}-label`;
                const descriptionId = description ? `${id}-${method.value}-description` : undefined;
                return (
                  <label key={method.value} className={classNames("g-radio-card", checked && "g-radio-card--checked")}>
                    <input
                      type="radio"
                      className="g-radio-input"
                      name={name}
                      value={method.value}
                      checked={checked}
                      aria-invalid={errors.length > 0 || undefined}
                      // The wrapping label would name it with the description too.
                      aria-labelledby={labelId}
                      aria-describedby={descriptionId}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => {
                        if (!event.target.checked) return;
                        setUncontrolled(method.value);
                        onChange?.(method.value);
                      }}
                    />
                    <PaymentLogo method={method.value} />
                    <span className="g-radio-card-text">
                      <span id={labelId} className="g-radio-card-label">
                        {method.label}
                      </span>
                      {description && (
                        <span id={descriptionId} className="g-radio-card-description">
                          {description}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
