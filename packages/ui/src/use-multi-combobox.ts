import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { filterOptions, type ComboboxOption } from "./combobox-options";

type MultiComboboxSettings = {
  /** The input's id, which the options' ids start with. */
  baseId: string;
  options: ComboboxOption[];
  selected: string[] | undefined;
  defaultSelected: string[];
  onChange: ((values: string[]) => void) | undefined;
  maxSelected: number | undefined;
  limit: number;
  addedLabel: (optionLabel: string) => string;
  removedLabel: (optionLabel: string) => string;
};

/**
 * Internal: what MultiCombobox keeps and does apart from its markup: the selected values (its own, or the caller's
 * when `selected` is given), the query and its matches, the open list and its active option, the message for the
 * live region, and what the keys do in the input.
 */
export function useMultiCombobox({
  baseId,
  options,
  selected,
  defaultSelected,
  onChange,
  maxSelected,
  limit,
  addedLabel,
  removedLabel,
}: MultiComboboxSettings) {
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

  /** A new query silences the last message and opens the list on its first match. */
  const search = (text: string) => {
    setQuery(text);
    setAnnouncement("");
    openList(0);
  };

  const pick = (option: ComboboxOption, index: number) => {
    setActiveIndex(index);
    toggle(option);
  };

  const close = () => setOpen(false);

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

  return {
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
  };
}
