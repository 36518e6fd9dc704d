import { classNames } from "./class-names";
import type { ComboboxOption } from "./combobox-options";

type ComboboxPopupProps = {
  listboxId: string;
  labelId: string;
  open: boolean;
  /** Open with at least one option to show. */
  showList: boolean;
  /** The matches shown (at most the limit), and how many there are in all. */
  visible: ComboboxOption[];
  matchCount: number;
  values: string[];
  /** No more may be selected: the others are unavailable. */
  full: boolean;
  activeIndex: number;
  optionId: (value: string) => string;
  onPick: (option: ComboboxOption, index: number) => void;
  noResultsLabel: string;
  moreResultsLabel: (shown: number, total: number) => string;
};

/**
 * Internal: MultiCombobox's list of options below the field, and the notes for no match and for matches past
 * the limit.
 */
export function ComboboxPopup({
  listboxId,
  labelId,
  open,
  showList,
  visible,
  matchCount,
  values,
  full,
  activeIndex,
  optionId,
  onPick,
  noResultsLabel,
  moreResultsLabel,
}: ComboboxPopupProps) {
  return (
    <div className="g-combobox-popup">
      <ul
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable="true"
        className="g-listbox"
        hidden={!showList}
        // Keep focus in the input (options and the scrollbar alike): the list is driven from there.
        onMouseDown={(event) => event.preventDefault()}
      >
        {showList &&
          visible.map((option, index) => {
            const isSelected = values.includes(option.value);
            const unavailable = full && !isSelected;
            return (
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys choose options from the input (aria-activedescendant); the click is for the pointer
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={unavailable || undefined}
                className={classNames("g-option", index === activeIndex && "g-option--active")}
                onClick={() => onPick(option, index)}
              >
                <span className="g-option-check" aria-hidden="true" />
                <span className="g-option-text">
                  <span className="g-option-label">{option.label}</span>
                  {option.description && <span className="g-option-description">{option.description}</span>}
                </span>
              </li>
            );
          })}
      </ul>
      {open && visible.length === 0 && <p className="g-combobox-note">{noResultsLabel}</p>}
      {showList && matchCount > visible.length && (
        <p className="g-combobox-note">{moreResultsLabel(visible.length, matchCount)}</p>
      )}
    </div>
  );
}
