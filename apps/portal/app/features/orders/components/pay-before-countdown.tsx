import { CountdownTimer } from "@griya/ui/countdown-timer";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

/** Time left to pay an order (its pay_before); "Waktu pembayaran habis" once it ran out. */
export function PayBeforeCountdown({
  payBefore,
  label,
  onExpire,
}: {
  payBefore: string;
  label: string;
  onExpire?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CountdownTimer deadline={payBefore} label={label} expiredLabel={t("howToPay.expiredTitle")} onExpire={onExpire} />
  );
}
