import { refuse, REFUSALS } from "./refusal.mjs";

/** Route actions read small forms; uploads go straight to the API. */
export const PAGE_BODY_LIMIT = 1024 * 1024;

const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Before React Router: pages answer GET and HEAD, and POST with a form (what route actions read). Anything
 * else would reach React Router as a 500 with a stack trace in the log: 405 (with Allow), 415, 413 or 411 here.
 * @param {{ maxBodyBytes?: number }} [options]
 * @returns {import("express").RequestHandler}
 */
export function guardPageRequests({ maxBodyBytes = PAGE_BODY_LIMIT } = {}) {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      refuse(req, res, 405, REFUSALS.methodNotAllowed, { headers: { allow: [...METHODS].join(", ") } });
      return;
    }
    if (req.method !== "POST") return next();
    // Route actions read request.formData(), which throws for anything but a form, even an empty one.
    const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (!FORM_TYPES.has(type)) return refuse(req, res, 415, REFUSALS.unsupportedMediaType);
    const length = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    // Browsers always say how long a form is; a body of unknown length could grow without bound.
    if (chunked || length === undefined) return refuse(req, res, 411, REFUSALS.lengthRequired);
    if (Number(length) > maxBodyBytes) return refuse(req, res, 413, REFUSALS.tooLarge);
    next();
  };
}
