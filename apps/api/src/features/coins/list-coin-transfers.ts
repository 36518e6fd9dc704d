import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { listTransfers } from "./coin-history-repository.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { COIN_PAGE_SIZE, containsPattern, keywordOf } from "./coin-paging.js";
import { presentTransfer } from "./present-transfer.js";

/** GET /api/coin_transfers?q: transfers the agent sent and received, newest first; q matches reference, e-mail, notes. */
export const listCoinTransfers: OperationHandler<"listCoinTransfers"> = async (request) => {
  const { userId } = authOf(request);
  const { q, page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page, COIN_PAGE_SIZE);
  const keyword = keywordOf(q);
  const pattern = keyword === undefined ? null : containsPattern(keyword);
  const { total, rows } = await listTransfers(db, userId, pattern, paging);
  return { data: rows.map((r) => presentTransfer(r)), meta: pageMeta(paging, total) };
};
