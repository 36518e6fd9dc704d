import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { loadTiers } from "../../kernels/memberships/membership-repository.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { readCommerceSettings } from "../../kernels/settings/commerce-settings.js";
import { findBuyerTaxDetails, findOrderByUuid, NO_BUYER_TAX_DETAILS } from "./order-repository.js";
import { presentInvoice } from "./present-order.js";

const INVOICE_NOT_FOUND = "Invoice tidak ditemukan.";

/**
 * GET /api/orders/invoices/{uuid}: the printable invoice. No guard (docs/product/orders-and-payments.md#invoice): the
 * random order uuid is the capability, so for anyone holding the link the invoice carries no personal data beyond the
 * buyer's name and e-mail; the buyer's address and NPWP (for the PPN) are added only when the buyer's own token asks.
 * The bearer token is optional, but one that is sent must be valid (401 otherwise, as the contract says).
 */
export const getInvoice: OperationHandler<"getInvoice"> = async (request) => {
  if (request.headers.authorization !== undefined && !request.auth) throw unauthorized();
  const { uuid } = request.params;
  const { db } = request.server.database;
  const [order, tiers, settings] = await Promise.all([
    findOrderByUuid(db, uuid),
    loadTiers(db),
    readCommerceSettings(db),
  ]);
  if (!order) return notFound(INVOICE_NOT_FOUND);
  const ownRequest = request.auth?.userId === order.userId;
  const tax = ownRequest ? await findBuyerTaxDetails(db, order.userId) : NO_BUYER_TAX_DETAILS;
  return { data: presentInvoice(order, tiers, settings, tax) };
};
