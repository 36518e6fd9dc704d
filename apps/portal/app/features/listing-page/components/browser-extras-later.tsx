import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "../../../lib/use-hydrated";

const Share = lazy(() => import("./browser-extras").then((module) => ({ default: module.ShareButtons })));
const Back = lazy(() => import("./browser-extras").then((module) => ({ default: module.BackToSearch })));

/**
 * The browser-only parts of the listing page (browser-extras.tsx), loaded once the page has hydrated: nothing in
 * the server's HTML (without JavaScript they could do nothing), nothing in the page's first scripts (ADR 0069).
 */
function Later({ children }: { children: React.ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null;
}

export const ShareButtonsLater = (props: ComponentProps<typeof Share>) => (
  <Later>
    <Share {...props} />
  </Later>
);

export const BackToSearchLater = () => (
  <Later>
    <Back />
  </Later>
);
