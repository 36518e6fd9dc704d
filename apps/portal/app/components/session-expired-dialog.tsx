import { SESSION_EXPIRED_CONFIRM, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from "@griya/domain/error-codes";
import { AlertDialog } from "@griya/ui/alert-dialog";
import { useRef } from "react";
import { keepUnsavedForms } from "../lib/kept-forms";
import { leaveWithFormsKept } from "../lib/leaving-kept";
import { useRootData } from "../lib/use-root-data";
import { LOGOUT_PATH } from "../paths";

/**
 * The session's end (docs/product/error-codes.md#what-the-portal-shows), said in Indonesian: "Masuk lagi" keeps the
 * page's unsaved forms for this agent (lib/kept-forms.ts), logs out (errors ignored, cookie cleared) and goes to
 * /login, which brings the agent back to this page. The logout is a document POST, so nothing of the old session stays
 * in the browser. The forms are kept, so no "leave this page?" prompt asks on the way (lib/leaving-kept.ts).
 */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const redirect = useRef<HTMLInputElement>(null);
  const agentId = useRootData()?.user?.id ?? null;

  function confirm() {
    const { pathname, search } = window.location;
    if (agentId !== null) {
      keepUnsavedForms(window.sessionStorage, agentId, pathname);
      leaveWithFormsKept();
    }
    if (redirect.current) redirect.current.value = `${pathname}${search}`;
    form.current?.submit();
  }

  return (
    <>
      <form ref={form} method="post" action={LOGOUT_PATH} hidden>
        <input ref={redirect} type="hidden" name="redirect" defaultValue="" />
      </form>
      <AlertDialog
        open={open}
        tone="warning"
        title={SESSION_EXPIRED_TITLE}
        message={SESSION_EXPIRED_MESSAGE}
        confirmLabel={SESSION_EXPIRED_CONFIRM}
        onConfirm={confirm}
      />
    </>
  );
}
