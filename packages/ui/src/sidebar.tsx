import { Dialog as RadixDialog } from "radix-ui";
import { useEffect, useId, useSyncExternalStore } from "react";
import { classNames } from "./class-names";
import { CloseIcon } from "./close-icon";
import { PlainLink, type LinkComponent } from "./link";
import { useReturnFocus } from "./use-return-focus";

export type SidebarItem = {
  key: string;
  label: string;
  href?: string;
  /** Renders a button instead of a link (e.g. "Keluar"). */
  onSelect?: () => void;
};

export type SidebarSection = { title?: string; items: SidebarItem[] };

export type SidebarProps = {
  sections: SidebarSection[];
  currentPath: string;
  linkComponent?: LinkComponent;
  /** Mobile drawer state (below 769 px); from 769 px up the sidebar is always shown. */
  open?: boolean;
  onClose?: () => void;
  label?: string;
  closeLabel?: string;
  className?: string;
};

/** Same breakpoint as styles.css: from here up the static sidebar is visible. */
const DESKTOP_QUERY = "(min-width: 769px)";

function subscribeToDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isDesktopNow = () => window.matchMedia(DESKTOP_QUERY).matches;
// The server cannot know the width; hydration starts from "phone" and corrects itself on the client.
const isDesktopOnServer = () => false;

/** The item whose href equals the path, or is the longest prefix of it (/listing/edit/x → /listing). */
function currentItemKey(sections: SidebarSection[], currentPath: string): string | undefined {
  let best: SidebarItem | undefined;
  for (const item of sections.flatMap((section) => section.items)) {
    const href = item.href;
    if (href === undefined || item.onSelect) continue;
    const matches = href === currentPath || (href !== "/" && currentPath.startsWith(`${href}/`));
    if (matches && (best?.href === undefined || href.length > best.href.length)) best = item;
  }
  return best?.key;
}

export function Sidebar({
  sections,
  currentPath,
  linkComponent,
  open = false,
  onClose,
  label = "Menu utama",
  closeLabel = "Tutup menu",
  className,
}: SidebarProps) {
  // A modal drawer open at desktop width would hide the page from screen readers and trap focus in
  // something invisible: never open it there, and tell the parent so its state follows.
  const desktop = useSyncExternalStore(subscribeToDesktop, isDesktopNow, isDesktopOnServer);
  useEffect(() => {
    if (open && desktop) onClose?.();
  }, [open, desktop, onClose]);

  const drawerOpen = open && !desktop;
  const returnFocus = useReturnFocus(drawerOpen);
  const currentKey = currentItemKey(sections, currentPath);
  const listProps = { sections, currentKey, linkComponent };

  return (
    <>
      <nav className={classNames("g-sidebar", className)} aria-label={label}>
        <SidebarList {...listProps} />
      </nav>
      <RadixDialog.Root open={drawerOpen} onOpenChange={(next) => (next ? undefined : onClose?.())}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="g-overlay g-drawer-overlay" />
          <RadixDialog.Content className="g-drawer" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
            <div className="g-drawer-header">
              <RadixDialog.Title className="g-drawer-title">{label}</RadixDialog.Title>
              <RadixDialog.Close className="g-icon-button" aria-label={closeLabel}>
                <CloseIcon />
              </RadixDialog.Close>
            </div>
            <nav aria-label={label}>
              <SidebarList {...listProps} onNavigate={onClose} />
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

function SidebarList({
  sections,
  currentKey,
  linkComponent: Link = PlainLink,
  onNavigate,
}: {
  sections: SidebarSection[];
  currentKey: string | undefined;
  linkComponent?: LinkComponent;
  onNavigate?: () => void;
}) {
  const baseId = useId();
  return (
    <div className="g-sidebar-sections">
      {sections.map((section, sectionIndex) => {
        const titleId = section.title ? `${baseId}-${sectionIndex}` : undefined;
        return (
          <div className="g-sidebar-section" key={section.title ?? sectionIndex}>
            {section.title && (
              <p className="g-sidebar-section-title" id={titleId}>
                {section.title}
              </p>
            )}
            <ul className="g-sidebar-list" aria-labelledby={titleId}>
              {section.items.map((item) => (
                <li key={item.key}>
                  {item.onSelect || item.href === undefined ? (
                    <button
                      type="button"
                      className="g-sidebar-item"
                      onClick={() => {
                        item.onSelect?.();
                        onNavigate?.();
                      }}
                    >
                      {item.label}
                    </button>
                  ) : (
                    <Link
                      href={item.href}
                      className="g-sidebar-item"
                      aria-current={item.key === currentKey ? "page" : undefined}
                      onClick={onNavigate}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
