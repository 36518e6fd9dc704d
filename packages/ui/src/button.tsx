import type { ComponentPropsWithRef, ReactNode } from "react";
import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

type LookProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export type ButtonProps = ComponentPropsWithRef<"button"> &
  LookProps & {
    /** Disables the button, shows a spinner and sets aria-busy while a request is in flight. */
    loading?: boolean;
    /** Announced to screen readers while loading. */
    loadingLabel?: string;
  };

function buttonClassName({ variant = "primary", size = "md", fullWidth }: LookProps, className?: string) {
  return classNames("g-button", `g-button--${variant}`, `g-button--${size}`, fullWidth && "g-button--full", className);
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = "Memproses…",
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="g-spinner" aria-hidden="true" />}
      {children}
      {loading && <span className="g-visually-hidden"> {loadingLabel}</span>}
    </button>
  );
}

export type ButtonLinkProps = LookProps & {
  href: string;
  children?: ReactNode;
  className?: string;
  onClick?: () => void;
  "aria-current"?: "page" | undefined;
  linkComponent?: LinkComponent;
};

/** A link that looks like a Button (navigation must stay a link for middle-click and SEO). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  linkComponent: Link = PlainLink,
  ...props
}: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, fullWidth }, className)} />;
}
