import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { coinTransferBodySchema } from "@griya/domain/commerce-schemas";
import * as v from "valibot";
import { authOf } from "../../kernels/auth/authenticate.js";
import { COIN_MESSAGES } from "../../kernels/coins/coin-messages.js";
import { transferCoins } from "../../kernels/coins/transfer-coins.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { forbidden, invalidFields, notFound } from "../../platform/openapi/refusal.js";
import { featureFlags } from "../../kernels/settings/feature-flags.js";
import { presentTransfer } from "./present-transfer.js";

/**
 * POST /api/coin_transfers: the transfer rules of docs/product/coins.md#transfer; 201 with the transfer as the sender
 * sees it. The body's field rules are the domain's coinTransferBodySchema (the portal's modal runs the same); the
 * ledger adds what only the database knows (recipient, batch expiry and remaining coins).
 */
export const createCoinTransfer: OperationHandler<"createCoinTransfer"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  if (!(await featureFlags(request.server)).enableCoinTransfer) return forbidden(COIN_MESSAGES.transferDisabled);
  const parsed = v.safeParse(coinTransferBodySchema, request.body);
  if (!parsed.success) return invalidFields(fieldErrors(parsed.issues));
  const body = parsed.output;
  const result = await transferCoins(db, {
    senderUserId: userId,
    batchUuid: body.user_coin_uuid,
    recipientEmail: body.email,
    amount: body.amount,
    notes: body.notes,
  });
  if (!result.ok) {
    if (result.reason === "batch_not_found") return notFound(COIN_MESSAGES.batchNotFound);
    if (result.reason === "membership_inactive") return forbidden(COIN_MESSAGES.frozen);
    return invalidFields(result.errors);
  }
  const t = result.transfer;
  securityEvent(request, "coin_transfer", { userId, transferUuid: t.uuid, coins: t.amount });
  return reply.status(201).send({ data: presentTransfer({ ...t, direction: "out", email: t.recipient_email }) });
};
