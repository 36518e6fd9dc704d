import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { classNames } from "./class-names";
import { CloseIcon } from "./close-icon";
import { FieldErrors, FieldHint, errorMessages } from "./field";

export type ComboboxOption = { value: string; label: string; description?: string };

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

/** Lowercase without diacritics, so "bali" finds "Balí" and "JAKARTA" finds "Jakarta". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("id-ID");
}

/** Every typed word must appear in the label or the description ("jak sel" → "Kota Jakarta Selatan"). */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const haystack = fold(`${option.label} ${option.description ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}

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

  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const values = selected ?? uncontrolled;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  const optionIndex = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const visible = matches.slice(0, limit);
  const full = maxSelected !== undefined && values.length >= maxSelected;
  const labelOf = (value: string) => options[optionIndex.get(value) ?? -1]?.label ?? value;
  const optionId = (value: string) => `${baseId}-option-${optionIndex.get(value)}`;

  const errors = errorMessages(error);
  const limitText = maxSelected === undefined ? undefined : maxSelectedLabel(maxSelected);
  const description = [hint, limitText].filter(Boolean).join(" ") || undefined;
  const hintId = description ? `${baseId}-hint` : undefined;
  const errorId = errors.length > 0 ? `${baseId}-error` : undefined;
  const listboxId = `${baseId}-listbox`;
  const labelId = `${baseId}-label`;
  const showList = open && visible.length > 0;
  const active = showList ? visible[activeIndex] : undefined;

  const activeId = active ? optionId(active.value) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const commit = (next: string[], message: string) => {
    setUncontrolled(next);
    onChange?.(next);
    setAnnouncement(message);
  };

  // A pick closes the list: left open (and emptied for the next search) it would cover what follows the
  // field, on a phone the form's submit button, where the next tap would pick another option instead.
  const toggle = (option: ComboboxOption) => {
    if (values.includes(option.value)) {
      commit(
        values.filter((value) => value !== option.value),
        removedLabel(option.label),
      );
      setOpen(false);
    } else if (!full) {
      commit([...values, option.value], addedLabel(option.label));
      setQuery("");
      setOpen(false);
    }
  };

  const remove = (value: string) => {
    commit(
      values.filter((item) => item !== value),
      removedLabel(labelOf(value)),
    );
  };

  const openList = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) openList(0);
        else setActiveIndex((index) => Math.min(visible.length - 1, index + 1));
        break;
      }
      case "ArrowUp": {
        event.preventDefault();
        if (!open) openList(visible.length - 1);
        else setActiveIndex((index) => Math.max(0, index - 1));
        break;
      }
      case "Enter": {
        // Picking an option must not submit the surrounding form.
        if (active) {
          event.preventDefault();
          toggle(active);
        }
        break;
      }
      case "Escape": {
        if (open) {
          // Only the list closes, not a dialog around the field.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query !== "") {
          event.preventDefault();
          event.stopPropagation();
          setQuery("");
        }
        break;
      }
      case "Backspace": {
        const last = values.at(-1);
        if (query === "" && last !== undefined) {
          event.preventDefault();
          remove(last);
        }
        break;
      }
      case "Tab": {
        setOpen(false);
        break;
      }
    }
  };

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
        {values.length > 0 && (
          <ul className="g-chips" aria-label={selectedListLabel(label)}>
            {values.map((value) => (
              <li key={value} className="g-chip">
                <span className="g-chip-label">{labelOf(value)}</span>
                <button
                  type="button"
                  className="g-chip-remove"
                  aria-label={removeLabel(labelOf(value))}
                  disabled={disabled}
                  onClick={() => {
                    remove(value);
                    inputRef.current?.focus();
                  }}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
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
          onChange={(event) => {
            setQuery(event.target.value);
            setAnnouncement("");
            openList(0);
          }}
          onClick={() => {
            if (!open) openList(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <FieldHint id={hintId} hint={description} />
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
                  onClick={() => {
                    setActiveIndex(index);
                    toggle(option);
                  }}
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
        {showList && matches.length > visible.length && (
          <p className="g-combobox-note">{moreResultsLabel(visible.length, matches.length)}</p>
        )}
      </div>
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
