import { Dialog } from "@griya/ui/dialog";
import { Skeleton } from "@griya/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchRegisterFormInBrowser, registerFormQuery } from "../queries";
import { RegisterForm } from "./register-form";

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
        <RegisterForm formData={formData.data} autoFocus onNavigate={() => onOpenChange(false)} />
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
