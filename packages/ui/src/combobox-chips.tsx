import { CloseIcon } from "./close-icon";

type ComboboxChipsProps = {
  values: string[];
  labelOf: (value: string) => string;
  /** The list's accessible name ("Spesialisasi area terpilih"). */
  listLabel: string;
  removeLabel: (optionLabel: string) => string;
  disabled: boolean;
  onRemove: (value: string) => void;
};

/** Internal: MultiCombobox's selected values, each a chip with its remove button; nothing while none is selected. */
export function ComboboxChips({ values, labelOf, listLabel, removeLabel, disabled, onRemove }: ComboboxChipsProps) {
  if (values.length === 0) return null;
  return (
    <ul className="g-chips" aria-label={listLabel}>
      {values.map((value) => (
        <li key={value} className="g-chip">
          <span className="g-chip-label">{labelOf(value)}</span>
          <button
            type="button"
            className="g-chip-remove"
            aria-label={removeLabel(labelOf(value))}
            disabled={disabled}
            onClick={() => onRemove(value)}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
