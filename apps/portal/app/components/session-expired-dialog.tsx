import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from "@griya/domain/error-codes";
import { AlertDialog } from "@griya/ui/alert-dialog";
import { useRef } from "react";
import { LOGOUT_PATH } from "../paths";

/**
 * SPEC §8: "Session Expired" / "Please Login to continue"; OK logs out (errors ignored, cookie cleared) and
 * goes to /login. The logout is a document POST, so nothing of the old session stays in the browser.
 */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      <form ref={form} method="post" action={LOGOUT_PATH} hidden />
      <AlertDialog
        open={open}
        tone="warning"
        title={SESSION_EXPIRED_TITLE}
        message={SESSION_EXPIRED_MESSAGE}
        onConfirm={() => form.current?.submit()}
      />
    </>
  );
}
