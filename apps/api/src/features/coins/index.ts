export { containsPattern, keywordOf } from "./coin-paging.js";
export { createCoinTransfer } from "./create-coin-transfer.js";
export { getCoinTotal } from "./get-coin-total.js";
export { listCoinPurchases } from "./list-coin-purchases.js";
export { listCoinTransfers } from "./list-coin-transfers.js";
export { listCoinUsages } from "./list-coin-usages.js";
