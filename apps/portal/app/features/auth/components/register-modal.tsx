import { Dialog } from "@griya/ui/dialog";
import { Skeleton } from "@griya/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { fetchRegisterFormInBrowser, registerFormQuery } from "../queries";
import "../../../locales/account";

// The form comes with the first opening: with it the password rules and their list of common passwords, which
// every page with the header would otherwise ship to visitors who only read.
const RegisterForm = lazy(() => import("./register-form").then((module) => ({ default: module.RegisterForm })));

export type RegisterModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The header's "Daftar": the registration form in a dialog; its lists load when it first opens. */
export function RegisterModal({ open, onOpenChange }: RegisterModalProps) {
  const { t } = useTranslation();
  const formData = useQuery({ ...registerFormQuery(fetchRegisterFormInBrowser), enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("register.modalTitle")}
      closeLabel={t("common.close")}
      className="register-dialog"
    >
      {formData.data ? (
        <Suspense fallback={<Skeleton lines={6} label={t("register.loadingForm")} />}>
          <RegisterForm formData={formData.data} focusFirstField onNavigate={() => onOpenChange(false)} />
        </Suspense>
      ) : formData.isError ? (
        <p className="form-error" role="alert">
          {t("register.failed")}
        </p>
      ) : (
        <Skeleton lines={6} label={t("register.loadingForm")} />
      )}
    </Dialog>
  );
}
