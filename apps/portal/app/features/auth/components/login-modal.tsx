import { Dialog } from "@griya/ui/dialog";
import { useTranslation } from "react-i18next";
import { LoginForm } from "./login-form";
import "../../../locales/account";

export type LoginModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to come back to after login (the one the visitor is on). */
  redirectTo: string;
};

export function LoginModal({ open, onOpenChange, redirectTo }: LoginModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("auth.modalTitle")} closeLabel={t("auth.closeModal")}>
      <LoginForm redirectTo={redirectTo} focusFirstField onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}
