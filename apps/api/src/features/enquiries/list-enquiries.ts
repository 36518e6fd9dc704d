import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { countEnquiries, findEnquiries, type EnquiryFilter } from "./enquiry-repository.js";
import { presentEnquiry } from "./enquiry-view.js";

/**
 * GET /api/enquiries: a page of the caller's leads, newest activity first, 20 a page. The tabs: "Semua"
 * archive=false, "Belum dibaca" archive=false&read=false, "Diarsipkan" archive=true.
 */
export const listEnquiries: OperationHandler<"listEnquiries"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query;
  const paging = pagingOf(query.page, ENQUIRY_LIMITS.perPage);
  const filter: EnquiryFilter = { agentUserId: userId, archived: query.archive, read: query.read };
  const { db } = request.server.database;
  const total = await countEnquiries(db, filter);
  const rows = total === 0 ? [] : await findEnquiries(db, filter, paging);
  return {
    data: rows.map((r) => presentEnquiry(request.server.publicFiles, r)),
    meta: pageMeta(paging, total),
  };
};
