import { Alert } from "@griya/ui/alert";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import type { CardField, CardInput } from "../sandbox-card-tokeniser";
import "../../../locales/commerce";

export type CardFormProps = {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: Partial<Record<CardField, string>>;
};

/**
 * Card details for the SANDBOX tokeniser. The inputs have no `name`, so no form ever posts them: the page turns
 * them into a token in the browser and only the token goes to the API.
 */
export function CardForm({ card, onChange, errors }: CardFormProps) {
  const { t } = useTranslation();
  const set = (field: CardField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...card, [field]: event.target.value });
  return (
    <fieldset className="g-fieldset card-form">
      <legend className="g-label g-legend">{t("card.title")}</legend>
      <Alert tone="warning" title={t("card.sandboxTitle")}>
        {t("card.sandboxNote")}
      </Alert>
      <div className="form-grid">
        <TextField
          label={t("card.number")}
          // `form` names no form: these inputs belong to none, so nothing can ever post them.
          name="sandbox-card-number"
          form="tidak-dikirim"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          value={card.number}
          onChange={set("number")}
          error={errors.number}
        />
        <TextField
          label={t("card.holder")}
          name="sandbox-card-holder"
          form="tidak-dikirim"
          autoComplete="cc-name"
          maxLength={100}
          value={card.holder}
          onChange={set("holder")}
          error={errors.holder}
        />
        <TextField
          label={t("card.expiry")}
          name="sandbox-card-expiry"
          form="tidak-dikirim"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="BB/TT"
          maxLength={7}
          value={card.expiry}
          onChange={set("expiry")}
          error={errors.expiry}
        />
        <TextField
          label={t("card.cvv")}
          name="sandbox-card-cvv"
          form="tidak-dikirim"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          maxLength={4}
          value={card.cvv}
          onChange={set("cvv")}
          error={errors.cvv}
        />
      </div>
    </fieldset>
  );
}
