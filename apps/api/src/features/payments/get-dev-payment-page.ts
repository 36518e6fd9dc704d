import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { randomBytes } from "node:crypto";
import { formatRupiah } from "@griya/domain/format";
import { MESSAGES } from "../../platform/http/http-error.js";
import { API_CSP_DIRECTIVES, cspHeaderValue } from "../../platform/http/security-headers.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { PAYMENT_MESSAGES } from "../../kernels/payments/payment-errors.js";
import { loadOrderView } from "./order-view.js";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The API's policy (http/security-headers.ts) plus this page's own inline style and script, and its one call. */
function devPaymentPageCsp(nonce: string) {
  return {
    ...API_CSP_DIRECTIVES,
    connectSrc: ["'self'"],
    scriptSrc: [`'nonce-${nonce}'`],
    styleSrc: [`'nonce-${nonce}'`],
  };
}

/**
 * GET /api/dev/payments/{order_uuid} (development only): where the sandbox's e-wallet links, QR codes and
 * 3-D Secure step lead. One button pays the order through the development payment endpoint.
 */
export const getDevPaymentPage: OperationHandler<"getDevPaymentPage"> = async (request, reply) => {
  if (request.server.config.env === "production") return notFound(MESSAGES.routeNotFound);
  const { order_uuid: uuid } = request.params;
  const order = await loadOrderView(request.server.database.db, uuid);
  if (!order) return notFound(PAYMENT_MESSAGES.orderNotFound);
  const payable = order.status === "PENDING";
  const nonce = randomBytes(16).toString("base64");
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulasi pembayaran ${escape(order.order_number)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}
button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#0f766e;color:#fff;cursor:pointer}
button[disabled]{background:#9ca3af}</style></head>
<body>
<h1>Simulasi pembayaran (sandbox)</h1>
<p>Halaman ini hanya ada di lingkungan pengembangan: menggantikan aplikasi e-wallet, kode QR, atau halaman 3-D Secure bank.</p>
<dl>
<dt>Pesanan</dt><dd>${escape(order.order_number)}</dd>
<dt>Metode</dt><dd>${escape(order.payment_method_label ?? "-")}</dd>
<dt>Jumlah</dt><dd>${escape(formatRupiah(order.total))}</dd>
<dt>Status</dt><dd id="status">${escape(order.status_label)}</dd>
</dl>
<button id="pay" ${payable ? "" : "disabled"}>Bayar sekarang</button>
<p id="result" role="status"></p>
<script nonce="${nonce}">
document.getElementById("pay").addEventListener("click", async (e) => {
  e.target.disabled = true;
  const res = await fetch(${JSON.stringify(`/api/dev/payments/${uuid}/pay`)}, { method: "POST" });
  const body = await res.json();
  document.getElementById("result").textContent = res.ok ? "Pembayaran berhasil." : (typeof body.errors === "string" ? body.errors : "Pembayaran gagal.");
  if (res.ok) document.getElementById("status").textContent = body.data.status_label;
  else e.target.disabled = false;
});
</script>
</body>
</html>`;
  return reply
    .header("content-security-policy", cspHeaderValue(devPaymentPageCsp(nonce)))
    .type("text/html; charset=utf-8")
    .status(200)
    .send(html);
};
