import type { AppDb } from "../../platform/db/client.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { changeOwnEnquiry, deleteOwnEnquiry, findEnquiries, type EnquiryChange } from "./enquiry-repository.js";
import { presentEnquiry, type EnquiryView } from "./enquiry-view.js";

// The agent's actions on one lead. Each reaches the caller's own lead only: another agent's is refused like one
// that does not exist.

type NotFound = { ok: false; reason: "not_found" };
export type OwnEnquiryResult = { ok: true; enquiry: EnquiryView } | NotFound;

/** The caller's lead, presented. */
export async function readOwnEnquiry(
  db: AppDb,
  files: PublicFiles,
  userId: number,
  uuid: string,
): Promise<OwnEnquiryResult> {
  const [row] = await findEnquiries(db, { agentUserId: userId, uuid });
  return row ? { ok: true, enquiry: presentEnquiry(files, row) } : { ok: false, reason: "not_found" };
}

/** Reads, archives or answers the caller's lead, and answers it as it now is. */
export async function changeEnquiry(
  db: AppDb,
  files: PublicFiles,
  userId: number,
  uuid: string,
  change: EnquiryChange,
): Promise<OwnEnquiryResult> {
  if (!(await changeOwnEnquiry(db, userId, uuid, change))) return { ok: false, reason: "not_found" };
  return readOwnEnquiry(db, files, userId, uuid);
}

/** The caller's lead and its messages, for good. */
export async function removeEnquiry(db: AppDb, userId: number, uuid: string): Promise<{ ok: true } | NotFound> {
  return (await deleteOwnEnquiry(db, userId, uuid)) ? { ok: true } : { ok: false, reason: "not_found" };
}
