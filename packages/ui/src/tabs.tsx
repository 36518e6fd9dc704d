import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type PanelTabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };
export type LinkTabItem = { value: string; label: ReactNode; href: string };

type CommonProps = {
  /** Accessible name of the tab list (or of the nav in links mode), e.g. "Status pesanan". */
  label: string;
  className?: string;
};

/** Panels mode: Radix tabs (roving focus, arrow keys, Home/End), one panel shown at a time. */
export type PanelTabsProps = CommonProps & {
  mode?: "panels";
  items: PanelTabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Arrow keys only move focus; Enter/Space activates (for panels that fetch). Default: activate on focus. */
  manualActivation?: boolean;
};

/**
 * Links mode: the tab is part of the URL (/order?status_filter=completed, /coin-purchase?category=expired),
 * so each tab is a link, the current one marked aria-current="page", and the page renders the content.
 */
export type LinkTabsProps = CommonProps & {
  mode: "links";
  items: LinkTabItem[];
  /** The value of the current tab. */
  value: string;
  linkComponent?: LinkComponent;
};

export type TabsProps = PanelTabsProps | LinkTabsProps;

export function Tabs(props: TabsProps) {
  if (props.mode === "links") return <LinkTabs {...props} />;
  const { label, items, value, defaultValue, onValueChange, manualActivation = false, className } = props;
  return (
    <RadixTabs.Root
      className={classNames("g-tabs", className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      activationMode={manualActivation ? "manual" : "automatic"}
    >
      <RadixTabs.List className="g-tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className="g-tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="g-tab-panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

function LinkTabs({ label, items, value, linkComponent: Link = PlainLink, className }: LinkTabsProps) {
  return (
    <nav className={classNames("g-tabs g-tabs--links", className)} aria-label={label}>
      <ul className="g-tabs-list">
        {items.map((item) => (
          <li key={item.value}>
            <Link href={item.href} className="g-tab" aria-current={item.value === value ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
