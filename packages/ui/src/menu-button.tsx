import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { classNames } from "./class-names";

export type MenuButtonItem = {
  key: string;
  label: string;
  onSelect: () => void;
  /** A destructive action (e.g. "Hapus"): shown in red. */
  tone?: "danger";
  disabled?: boolean;
};

export type MenuButtonProps = {
  /** Visible text of the trigger, e.g. "Aksi". */
  label: string;
  /**
   * Read by screen readers after the label, so each trigger in a list is named apart ("Aksi untuk Rumah Melati"),
   * while the visible text stays short.
   */
  labelSuffix?: string;
  items: MenuButtonItem[];
  /** Which edge of the trigger the menu lines up with. */
  align?: "start" | "end";
  className?: string;
};

/**
 * A "more actions" menu (Radix DropdownMenu): Enter, Space or ↓ opens it on the first item, arrows move,
 * Home/End jump, typing a letter finds an item, Escape closes and focus returns to the trigger.
 *
 * An item's action runs after the menu has closed and focus is back on the trigger, so a dialog opened by the
 * action remembers the trigger and gives focus back to it when it closes.
 */
export function MenuButton({ label, labelSuffix, items, align = "end", className }: MenuButtonProps) {
  const chosen = useRef<(() => void) | null>(null);
  return (
    // Non-modal, as the APG menu button: the page is not hidden from assistive technology while the menu is
    // open; a click or focus outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={classNames("g-button g-button--secondary g-button--sm g-menu-trigger", className)}
      >
        <span>{label}</span>
        {labelSuffix && <span className="g-visually-hidden"> {labelSuffix}</span>}
        <svg className="g-icon g-menu-trigger-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="g-menu"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            // Radix moves focus to the trigger right after this handler; run the action once it has.
            if (run) setTimeout(run, 0);
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={classNames("g-menu-item", item.tone === "danger" && "g-menu-item--danger")}
              disabled={item.disabled}
              onSelect={() => {
                chosen.current = item.onSelect;
              }}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
