import type { TFunction } from "i18next";
import type { ResumeRecord } from "../../../lib/resume-action";

/** "Lanjutkan: aktifkan listing Rumah di Menteng" / "Lanjutkan: kembali ke Featured Agent". */
export function resumeLabel(t: TFunction, record: ResumeRecord): string {
  return record.action === "page"
    ? t("resume.page", { title: record.title })
    : t(`resume.${record.action}`, { title: record.listing.title });
}
