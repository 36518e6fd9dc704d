import { BANK_GROUP_LABELS, INDONESIAN_BANKS, OTHER_BANK } from "@griya/domain/indonesian-banks";
import { MultiCombobox, type ComboboxOption } from "@griya/ui/multi-combobox";
import { TextField } from "@griya/ui/text-field";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BANK_CHOICE_FIELD, BANK_OTHER_FIELD, bankChoiceOf } from "../profile-forms";
import "../../../locales/profile";

/**
 * The bank of the account: search the list of Indonesian banks (national, regional and digital) by name,
 * or choose "Lainnya" and type a name the list does not have. One bank at a time: picking another replaces it.
 */
export function BankNameField({ saved, error }: { saved: string | null; error?: string[] }) {
  const { t } = useTranslation();
  const [initial] = useState(() => bankChoiceOf(saved));
  const [choice, setChoice] = useState(initial.choice);
  const options: ComboboxOption[] = [
    ...INDONESIAN_BANKS.map((bank) => ({
      value: bank.name,
      label: bank.name,
      description: BANK_GROUP_LABELS[bank.group],
    })),
    { value: OTHER_BANK, label: t("bank.other"), description: t("bank.otherDescription") },
  ];
  return (
    <>
      <MultiCombobox
        label={t("bank.bankName")}
        name={BANK_CHOICE_FIELD}
        options={options}
        selected={choice ? [choice] : []}
        onChange={(values) => setChoice(values.at(-1) ?? "")}
        placeholder={t("bank.searchPlaceholder")}
        noResultsLabel={t("bank.noResults")}
        hint={t("bank.bankHint")}
        error={choice === OTHER_BANK ? undefined : error}
        className="bank-name-picker"
      />
      {choice === OTHER_BANK && (
        <TextField
          label={t("bank.otherName")}
          name={BANK_OTHER_FIELD}
          required
          maxLength={100}
          defaultValue={initial.other}
          error={error}
        />
      )}
    </>
  );
}
