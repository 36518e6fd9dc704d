import { ORDER_FILTER_LABELS } from "@griya/domain/order-status";
import { Alert } from "@griya/ui/alert";
import { AlertDialog } from "@griya/ui/alert-dialog";
import { EmptyState } from "@griya/ui/empty-state";
import { Tabs } from "@griya/ui/tabs";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { ListSearchForm } from "../../../components/list-search-form";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { ORDER_STATUS_FILTERS, orderFiltersSearch, type OrderFilters } from "../order-filters";
import { orderKeys, ordersQuery, type Order } from "../queries";
import { OrderCard } from "./order-card";
import "../../../locales/commerce";

/** /order: status tabs (all / on_going / completed), search, cards and paging, all in the URL; cancel. */
export function OrderList({ filters }: { filters: OrderFilters }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(ordersQuery(browserApi, filters));
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const cancel = useMutation({
    mutationFn: async (order: Order) => {
      await browserApi().POST("/api/orders/cancel", { body: { uuid: order.uuid } });
      return order;
    },
    onSuccess: (order) => setNotice(t("orders.cancelled", { number: order.order_number })),
    onSettled: () => {
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });

  return (
    <div className="g-stack">
      <Tabs
        mode="links"
        label={t("orders.filterLabel")}
        value={filters.status}
        linkComponent={RouterLink}
        items={ORDER_STATUS_FILTERS.map((status) => ({
          value: status,
          label: ORDER_FILTER_LABELS[status],
          href: `${pathTo("order")}${orderFiltersSearch({ status, q: filters.q, page: 1 })}`,
        }))}
      />
      <ListSearchForm
        label={t("orders.searchLabel")}
        hint={t("orders.searchHint")}
        keyword={filters.q}
        keep={{ status: filters.status === "all" ? undefined : filters.status }}
      />
      <div role="status" aria-live="polite">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <ListBusy>
        {data.data.length === 0 ? (
          <EmptyState
            title={filters.q ? t("orders.emptySearch") : t("orders.emptyTitle")}
            description={filters.q ? undefined : t("orders.emptyDescription")}
          />
        ) : (
          <div className="order-list">
            {data.data.map((order) => (
              <OrderCard key={order.uuid} order={order} onCancel={setCancelling} />
            ))}
          </div>
        )}
        <ListPagination meta={data.meta} />
      </ListBusy>
      <AlertDialog
        open={cancelling !== null}
        tone="danger"
        title={t("orders.cancelTitle")}
        message={cancelling ? t("orders.cancelMessage", { number: cancelling.order_number }) : undefined}
        confirmLabel={cancel.isPending ? t("common.submitting") : t("orders.cancelConfirm")}
        cancelLabel={t("orders.cancelKeep")}
        onConfirm={() => {
          if (cancelling && !cancel.isPending) cancel.mutate(cancelling);
        }}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
