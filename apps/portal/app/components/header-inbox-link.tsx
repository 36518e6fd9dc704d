import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../paths";

/**
 * The header's way to the inbox, with the unread count on it. The number is decoration for sighted users;
 * its accessible name says it in words ("Kotak Masuk, 3 lead belum dibaca").
 */
export function HeaderInboxLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to={pathTo("leads")} className="g-icon-button header-inbox" prefetch="intent">
      <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 13l2.5-8h11L20 13v6H4z" />
        <path d="M4 13h5l1 2h4l1-2h5" />
      </svg>
      <span className="g-visually-hidden">{count > 0 ? t("header.inboxUnread", { count }) : t("header.inbox")}</span>
      {count > 0 && (
        <span className="g-badge header-inbox-badge" aria-hidden="true" data-testid="header-unread">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
