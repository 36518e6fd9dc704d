import { formatDateTime } from "@griya/domain/format";
import { Button } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { StatusBadge } from "@griya/ui/status-badge";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { browserApi } from "../../../lib/browser-api";
import { notificationKeys, notificationsQuery, type Notification } from "../queries";
import "../../../locales/notifications";

/** /notifikasi: the agent's notifications (e.g. a scheduled repost that failed), newest first, unread marked. */
export function NotificationList({ page }: { page: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(notificationsQuery(browserApi, page));
  const markRead = useMutation({
    mutationFn: async (notification: Notification) =>
      browserApi().POST("/api/notifications/read", { body: { uuid: notification.uuid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });

  if (data.data.length === 0) {
    return <EmptyState title={t("notifications.emptyTitle")} description={t("notifications.emptyDescription")} />;
  }
  return (
    <ListBusy>
      <ul className="g-stack" aria-label={t("notifications.listLabel")}>
        {data.data.map((n) => (
          <li key={n.uuid}>
            <article className="g-card g-stack" aria-labelledby={`notifikasi-${n.uuid}`}>
              <div>
                <h2 id={`notifikasi-${n.uuid}`} className="g-card-title">
                  {n.title} {n.read_at === null && <StatusBadge tone="info">{t("notifications.unread")}</StatusBadge>}
                </h2>
                <p className="page-intro">{formatDateTime(n.created_at)}</p>
              </div>
              <p>{n.message}</p>
              {n.read_at === null && (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => markRead.mutate(n)}
                    disabled={markRead.isPending && markRead.variables?.uuid === n.uuid}
                  >
                    {t("notifications.markRead")}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      <ListPagination meta={data.meta} />
    </ListBusy>
  );
}
