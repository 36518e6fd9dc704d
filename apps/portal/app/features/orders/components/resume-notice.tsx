import { Button, ButtonLink } from "@griya/ui/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import {
  clearedResumeCookie,
  forgetFollowedPageResume,
  resumeHref,
  type ResumeRecord,
} from "../../../lib/resume-action";
import { resumeLabel } from "./resume-label";
import "../../../locales/commerce";

/**
 * On /order: the action a refusal left unfinished (lib/resume-action.ts), for the agent whose payment settled
 * later (a virtual account paid hours after the order). The link asks for the action again; "Lupakan" drops it.
 */
export function ResumeNotice({ record }: { record: ResumeRecord }) {
  const { t } = useTranslation();
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) return null;
  return (
    <section className="g-card g-stack resume-notice" aria-labelledby="tindakan-tertunda">
      <h2 id="tindakan-tertunda" className="section-title">
        {t("resume.pending")}
      </h2>
      <p>{t("resume.pendingIntro")}</p>
      <div className="form-actions">
        <ButtonLink
          href={resumeHref(record)}
          onClick={() => forgetFollowedPageResume(record)}
          linkComponent={RouterLink}
        >
          {resumeLabel(t, record)}
        </ButtonLink>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            document.cookie = clearedResumeCookie({ secure: window.location.protocol === "https:" });
            setForgotten(true);
          }}
        >
          {t("resume.forget")}
        </Button>
      </div>
    </section>
  );
}
