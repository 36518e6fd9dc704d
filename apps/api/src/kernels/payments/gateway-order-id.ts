/**
 * The order id sent to the gateway for a charge attempt: the order number with characters Midtrans refuses
 * (it allows letters, digits, - _ . ~) replaced by "-", and "~n" from the second attempt on, because
 * Midtrans never accepts an order id twice.
 */
export function gatewayOrderIdFor(orderNumber: string, attemptNo: number): string {
  const base = orderNumber.replace(/[^A-Za-z0-9._~-]/g, "-").slice(0, 45);
  return attemptNo > 1 ? `${base}~${attemptNo}` : base;
}
