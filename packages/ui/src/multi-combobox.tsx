import { useId, useRef } from "react";
import { classNames } from "./class-names";
import { ComboboxChips } from "./combobox-chips";
import type { ComboboxOption } from "./combobox-options";
import { ComboboxPopup } from "./combobox-popup";
import { FieldErrors, FieldHint, errorMessages } from "./field";
import { useMultiCombobox } from "./use-multi-combobox";

// Part of the public @griya/ui/multi-combobox: callers type their options with it.
export { filterOptions, type ComboboxOption } from "./combobox-options";

export type MultiComboboxProps = {
  label: string;
  /** Each selected value is posted as a hidden `name=value` input (read with FormData.getAll). */
  name: string;
  /** Can be hundreds (every city): filtered here, at most `limit` shown. */
  options: ComboboxOption[];
  selected?: string[];
  defaultSelected?: string[];
  onChange?: (values: string[]) => void;
  placeholder?: string;
  error?: string | string[];
  hint?: string;
  maxSelected?: number;
  noResultsLabel?: string;
  /** Most matches shown at once; typing narrows them down. */
  limit?: number;
  disabled?: boolean;
  id?: string;
  className?: string;
  removeLabel?: (optionLabel: string) => string;
  selectedListLabel?: (fieldLabel: string) => string;
  maxSelectedLabel?: (max: number) => string;
  resultsLabel?: (count: number) => string;
  moreResultsLabel?: (shown: number, total: number) => string;
  addedLabel?: (optionLabel: string) => string;
  removedLabel?: (optionLabel: string) => string;
};

/**
 * Searchable multi-select (ARIA 1.2 combobox with a multi-selectable listbox). Type to filter, arrow keys to
 * move, Enter to pick or drop the active option (which closes the list; ArrowDown or typing opens it again),
 * Backspace on an empty field removes the last chip, Escape closes the list. Selected values show as chips with a remove button.
 */
export function MultiCombobox({
  label,
  name,
  options,
  selected,
  defaultSelected = [],
  onChange,
  placeholder = "Ketik untuk mencari…",
  error,
  hint,
  maxSelected,
  noResultsLabel = "Tidak ada yang cocok",
  limit = 50,
  disabled = false,
  id,
  className,
  removeLabel = (optionLabel) => `Hapus ${optionLabel}`,
  selectedListLabel = (fieldLabel) => `${fieldLabel} terpilih`,
  maxSelectedLabel = (max) => `Pilih maksimal ${max}.`,
  resultsLabel = (count) => `${count} pilihan tersedia.`,
  moreResultsLabel = (shown, total) => `Menampilkan ${shown} dari ${total}. Ketik untuk mempersempit.`,
  addedLabel = (optionLabel) => `${optionLabel} dipilih.`,
  removedLabel = (optionLabel) => `${optionLabel} dihapus.`,
}: MultiComboboxProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);

  const {
    values,
    query,
    open,
    activeIndex,
    announcement,
    matches,
    visible,
    full,
    showList,
    activeId,
    labelOf,
    optionId,
    openList,
    search,
    pick,
    remove,
    close,
    onKeyDown,
  } = useMultiCombobox({
    baseId,
    options,
    selected,
    defaultSelected,
    onChange,
    maxSelected,
    limit,
    addedLabel,
    removedLabel,
  });

  const errors = errorMessages(error);
  const limitText = maxSelected === undefined ? undefined : maxSelectedLabel(maxSelected);
  const description = [hint, limitText].filter(Boolean).join(" ") || undefined;
  const hintId = description ? `${baseId}-hint` : undefined;
  const errorId = errors.length > 0 ? `${baseId}-error` : undefined;
  const listboxId = `${baseId}-listbox`;
  const labelId = `${baseId}-label`;
  const status = !open
    ? announcement
    : [announcement, visible.length === 0 ? noResultsLabel : resultsLabel(matches.length)].filter(Boolean).join(" ");

  return (
    <div className={classNames("g-field g-combobox", className)}>
      <label id={labelId} className="g-label" htmlFor={baseId}>
        {label}
      </label>
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- a click on the frame around the chips only focuses the input, where the keyboard already is */}
      <div
        className={classNames("g-combobox-control", disabled && "g-combobox-control--disabled")}
        data-invalid={errors.length > 0 || undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        <ComboboxChips
          values={values}
          labelOf={labelOf}
          listLabel={selectedListLabel(label)}
          removeLabel={removeLabel}
          disabled={disabled}
          onRemove={(value) => {
            remove(value);
            inputRef.current?.focus();
          }}
        />
        <input
          ref={inputRef}
          id={baseId}
          type="text"
          role="combobox"
          className="g-combobox-input"
          value={query}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          onChange={(event) => search(event.target.value)}
          onClick={() => {
            if (!open) openList(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </div>
      <FieldHint id={hintId} hint={description} />
      <ComboboxPopup
        listboxId={listboxId}
        labelId={labelId}
        open={open}
        showList={showList}
        visible={visible}
        matchCount={matches.length}
        values={values}
        full={full}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={pick}
        noResultsLabel={noResultsLabel}
        moreResultsLabel={moreResultsLabel}
      />
      <div className="g-visually-hidden" role="status">
        {status}
      </div>
      {values.map((value) => (
        <input key={value} type="hidden" name={name} value={value} disabled={disabled} />
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
