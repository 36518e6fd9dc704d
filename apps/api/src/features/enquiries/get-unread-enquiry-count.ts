import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { countEnquiries } from "./enquiry-repository.js";

/** GET /api/enquiries/unread_count: the caller's enquiries neither read nor archived. */
export const getUnreadEnquiryCount: OperationHandler<"getUnreadEnquiryCount"> = async (request) => {
  const { userId } = authOf(request);
  const count = await countEnquiries(request.server.database.db, { agentUserId: userId, read: false, archived: false });
  return { data: { count } };
};
