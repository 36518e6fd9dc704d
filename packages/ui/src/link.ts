import { createElement, type ComponentType, type ReactNode } from "react";

/** What the portal passes to render links, e.g. a React Router `<Link to=…>` wrapper. */
export type LinkProps = {
  href: string;
  className?: string;
  children?: ReactNode;
  "aria-current"?: "page" | undefined;
  onClick?: () => void;
};

export type LinkComponent = ComponentType<LinkProps>;

/** The default for every `linkComponent` prop: a plain `<a>` (full page navigation). */
export function PlainLink({ href, className, children, onClick, "aria-current": ariaCurrent }: LinkProps) {
  return createElement("a", { href, className, onClick, "aria-current": ariaCurrent }, children);
}
