/** Indonesian texts of the requests this server refuses before React Router or the API see them. */
export const REFUSALS = {
  methodNotAllowed: "Metode permintaan ini tidak didukung.",
  unsupportedMediaType: "Jenis konten yang dikirim tidak didukung.",
  tooLarge: "Ukuran data yang dikirim terlalu besar.",
  lengthRequired: "Panjang data yang dikirim harus disebutkan (Content-Length).",
  badGateway: "Server sedang bermasalah. Silakan coba lagi nanti.",
  busy: "Server sedang sibuk. Coba lagi sebentar lagi.",
};

/** How much of a refused body is read and dropped to keep its connection usable; beyond it the connection closes. */
export const DISCARD_LIMIT = { bytes: 16 * 1024 * 1024, ms: 30_000 };

/** True when the request still carries a body this server has not read. */
export function hasUnreadBody(req) {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * Reads and drops the rest of a refused request's body. Left unread, it would either stall the connection (the
 * client's next request on it never answered) or, closed with data unread, reset it, often before the client has
 * read the answer. A body longer than the limit (or slower than its time) gets its connection closed instead.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
export function discardBody(req, res, limit = DISCARD_LIMIT) {
  if (!hasUnreadBody(req)) return;
  if (Number(req.headers["content-length"] ?? 0) > limit.bytes) {
    res.setHeader("connection", "close");
    return;
  }
  let bytes = 0;
  const giveUp = () => {
    if (!req.complete) req.socket.destroy();
  };
  const timer = setTimeout(giveUp, limit.ms).unref();
  req.on("data", (chunk) => {
    bytes += chunk.length;
    if (bytes > limit.bytes) giveUp();
  });
  req.on("close", () => clearTimeout(timer));
  req.resume();
}

/**
 * Answers `status` without passing the request on, in Indonesian: a small HTML page, or the API's error shape
 * `{ errors }` for /api. The unread body is dropped (discardBody).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} message
 * @param {{ json?: boolean, headers?: Record<string, string> }} [options]
 */
export function refuse(req, res, status, message, { json = false, headers = {} } = {}) {
  discardBody(req, res);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status);
  if (json) {
    res.json({ errors: message });
    return;
  }
  res.type("html").send(refusalPage(message));
}

/**
 * The small Indonesian page of a refused page request: the message and a way home.
 * @param {string} message
 */
export function refusalPage(message) {
  return (
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${message} | Griya</title></head><body><h1>${message}</h1><p><a href="/">Kembali ke Beranda</a></p></body></html>`
  );
}
