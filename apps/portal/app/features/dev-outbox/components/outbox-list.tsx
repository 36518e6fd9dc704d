import { formatDateTime } from "@griya/domain/format";
import { EmptyState } from "@griya/ui/empty-state";
import { useTranslation } from "react-i18next";
import type { OutboxMessage } from "../queries";
import "../../../locales/dev-outbox";

/** Messages the API wrote to the outbox instead of sending them, newest first. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return <EmptyState title={t("devOutbox.emptyTitle")} description={t("devOutbox.emptyDescription")} />;
  }
  return (
    <ol className="outbox-list g-stack" aria-label={t("devOutbox.listLabel")}>
      {messages.map((message) => (
        <li key={message.id} className="g-card outbox-message">
          <article aria-labelledby={`outbox-${message.id}`}>
            <h2 id={`outbox-${message.id}`} className="outbox-subject">
              {message.subject ?? t("devOutbox.sms")}
            </h2>
            <dl className="outbox-meta">
              <dt>{t("devOutbox.to")}</dt>
              <dd>{message.to}</dd>
              <dt>{t("devOutbox.channel")}</dt>
              <dd>{message.channel === "email" ? t("devOutbox.email") : t("devOutbox.sms")}</dd>
              <dt>{t("devOutbox.sentAt")}</dt>
              <dd>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </dd>
              {message.otp && (
                <>
                  <dt>{t("devOutbox.otp")}</dt>
                  <dd>
                    <code className="outbox-otp" data-testid="outbox-otp">
                      {message.otp}
                    </code>
                  </dd>
                </>
              )}
            </dl>
            {message.links.length > 0 && (
              <ul className="outbox-links" aria-label={t("devOutbox.links")}>
                {message.links.map((link) => (
                  <li key={link}>
                    <a href={link}>{link}</a>
                  </li>
                ))}
              </ul>
            )}
            <details>
              <summary>{t("devOutbox.showText")}</summary>
              <pre className="outbox-text">{message.text}</pre>
            </details>
          </article>
        </li>
      ))}
    </ol>
  );
}
