import { Footer } from "@griya/ui/footer";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { CurrentUser } from "../../lib/current-user";
import { publicText as text } from "../../locales/public";
import { loginPath, PUBLIC_PATHS } from "../../public-paths";
import { PublicLink } from "./public-link";

export const PUBLIC_MAIN_ID = "konten-utama";

export type PublicShellProps = {
  user: CurrentUser | null;
  supportEmail: string;
  /** `?mobile=true`: the native app shows its own header and footer. */
  mobile: boolean;
  children: ReactNode;
};

/**
 * The frame of the public marketplace pages: plain links only (no dialogs, no query cache), so a buyer's page
 * loads React, React Router and the page itself, nothing of the portal (ADR 0024).
 */
export function PublicShell({ user, supportEmail, mobile, children }: PublicShellProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <a className="skip-link" href={`#${PUBLIC_MAIN_ID}`}>
        {text.skipToContent}
      </a>
      <div className="g-app app-no-sidebar public-app">
        {!mobile && (
          <header className="g-header public-header">
            <PublicLink href={PUBLIC_PATHS.visitorHome} className="g-header-brand">
              {text.brand}
            </PublicLink>
            <nav className="public-nav" aria-label={text.header.nav}>
              <ul>
                <li>
                  <PublicLink href={PUBLIC_PATHS.search}>{text.header.search}</PublicLink>
                </li>
                {user ? (
                  <>
                    <li>
                      <PublicLink href={PUBLIC_PATHS.favourites}>{text.header.favourites}</PublicLink>
                    </li>
                    <li>
                      {/* The portal is a different world (query cache, dialogs): a full page load. */}
                      <a href={PUBLIC_PATHS.home} className="public-nav-user">
                        <span className="g-visually-hidden">{text.header.portal}: </span>
                        {user.name}
                      </a>
                    </li>
                  </>
                ) : (
                  <>
                    <li>
                      <a href={loginPath(`${pathname}${search}`)}>{text.header.login}</a>
                    </li>
                    <li>
                      <a href={PUBLIC_PATHS.register} className="public-nav-cta">
                        {text.header.register}
                      </a>
                    </li>
                  </>
                )}
              </ul>
            </nav>
          </header>
        )}
        <main id={PUBLIC_MAIN_ID} className="g-main public-main" tabIndex={-1}>
          {children}
        </main>
        {!mobile && (
          <Footer
            supportEmail={supportEmail}
            supportLabel={text.footer.support}
            linksLabel={text.footer.links}
            copyright={text.footer.copyright}
            links={[
              { label: text.footer.forAgents, href: PUBLIC_PATHS.agentOfferings },
              { label: text.footer.projects, href: PUBLIC_PATHS.projects },
              { label: text.footer.promos, href: PUBLIC_PATHS.promos },
              { label: text.footer.help, href: PUBLIC_PATHS.help },
              { label: text.footer.terms, href: PUBLIC_PATHS.terms },
              { label: text.footer.privacy, href: PUBLIC_PATHS.privacy },
            ]}
          />
        )}
      </div>
    </>
  );
}
