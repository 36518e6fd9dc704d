/**
 * The client of this request as this server determined it: req.ip follows X-Forwarded-For only through the
 * proxies TRUST_PROXY names, so a chain the client wrote itself is not believed.
 * @param {import("express").Request} req
 * @returns {string}
 */
export function clientAddress(req) {
  return req.ip ?? req.socket.remoteAddress ?? "";
}

/**
 * Route actions and loaders call the API on the visitor's behalf (its rate limits and development tools go by
 * the client address): X-Forwarded-For is overwritten, never appended to, with the one address determined here.
 * @type {import("express").RequestHandler}
 */
export function forwardClientAddress(req, _res, next) {
  req.headers["x-forwarded-for"] = clientAddress(req);
  next();
}
