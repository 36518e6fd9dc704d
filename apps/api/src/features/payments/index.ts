export { createSandboxCardToken } from "./create-sandbox-card-token.js";
export { devPayOrder } from "./dev-pay-order.js";
export { getDevPaymentPage } from "./get-dev-payment-page.js";
export { getOrder } from "./get-order.js";
export { payOrderWithCard } from "./pay-order-with-card.js";
export { receivePaymentNotification } from "./receive-payment-notification.js";
