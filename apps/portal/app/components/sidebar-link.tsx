import type { LinkProps } from "@griya/ui/link";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "./router-link";

/** Counters shown next to sidebar entries, by the entry's href (e.g. unread enquiries on the inbox). */
export const SidebarBadgesContext = createContext<Readonly<Record<string, number>>>({});

/** The sidebar's link: a router link plus a badge when its entry has a count above zero. */
export function SidebarLink(props: LinkProps) {
  const { t } = useTranslation();
  const count = useContext(SidebarBadgesContext)[props.href] ?? 0;
  if (count <= 0) return <RouterLink {...props} />;
  return (
    <RouterLink {...props}>
      <span className="sidebar-link-label">{props.children}</span>
      <span className="g-badge sidebar-badge">
        {count > 99 ? "99+" : count}
        <span className="g-visually-hidden"> {t("nav.unread", { count })}</span>
      </span>
    </RouterLink>
  );
}
