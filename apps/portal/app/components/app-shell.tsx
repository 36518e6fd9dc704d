import { accessRefusal } from "@griya/domain/guard";
import { tierDisplayName } from "@griya/domain/membership";
import { Breadcrumbs, type BreadcrumbItem } from "@griya/ui/breadcrumbs";
import { Button } from "@griya/ui/button";
import { Footer } from "@griya/ui/footer";
import { Header } from "@griya/ui/header";
import { Sidebar } from "@griya/ui/sidebar";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LogoutForm } from "../features/auth/components/logout-form";
import { enquiryKeys, unreadEnquiryCountQuery } from "../features/enquiries/queries";
import type { CurrentUser } from "../lib/current-user";
import { breadcrumbTrail, pathTo, staticPathOf, type PageKey } from "../paths";
import { HeaderInboxLink } from "./header-inbox-link";
import { RouterLink } from "./router-link";
import { SidebarBadgesContext, SidebarLink } from "./sidebar-link";
import { sidebarSections } from "./sidebar-sections";
import { recommendedEnabledQuery } from "../features/recommended/queries";
import { browserApi } from "../lib/browser-api";

// The header's login and registration dialogs load when a visitor first opens one: signed-in pages never need
// their forms, and a visitor who only reads does not either.
const LoginModal = lazy(() =>
  import("../features/auth/components/login-modal").then((module) => ({ default: module.LoginModal })),
);
const RegisterModal = lazy(() =>
  import("../features/auth/components/register-modal").then((module) => ({ default: module.RegisterModal })),
);

const MAIN_CONTENT_ID = "konten-utama";
const LOGOUT_FORM_ID = "logout-form";

export type AppShellProps = {
  /** portal: sidebar (for agents), breadcrumbs, login button for visitors; auth: the slim login/register look. */
  variant: "portal" | "auth";
  user: CurrentUser | null;
  supportEmail: string;
  /** `?mobile=true`: the native app shows its own header and footer. */
  mobile: boolean;
  pageKey?: PageKey;
  children: ReactNode;
};

/** "Beranda › … › <page>"; empty on the home page itself. */
function breadcrumbItems(t: TFunction, pageKey: PageKey | undefined): BreadcrumbItem[] {
  if (!pageKey || pageKey === "home") return [];
  const trail = breadcrumbTrail(pageKey);
  return [
    { label: t("pages.home"), href: pathTo("home") },
    ...trail.map((key, index): BreadcrumbItem => {
      const isCurrent = index === trail.length - 1;
      return { label: t(`pages.${key}`), href: isCurrent ? undefined : staticPathOf(key) };
    }),
  ];
}

export function AppShell({ variant, user, supportEmail, mobile, pageKey, children }: AppShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [authModal, setAuthModal] = useState<"login" | "register" | null>(null);
  // Stays true once a dialog was asked for, so closing one keeps it mounted (focus return, no reload).
  const [authDialogsWanted, setAuthDialogsWanted] = useState(false);
  const openAuthModal = (which: "login" | "register") => {
    setAuthDialogsWanted(true);
    setAuthModal(which);
  };

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const showSidebar = variant === "portal" && user !== null;
  const recommendedListing = useQuery({ ...recommendedEnabledQuery(browserApi), enabled: showSidebar }).data === true;
  // Found by id when chosen (not a ref): the sections are built during render.
  const sections = useMemo(
    () => sidebarSections(t, () => document.forms.namedItem(LOGOUT_FORM_ID)?.requestSubmit(), { recommendedListing }),
    [t, recommendedListing],
  );

  const showLoginButton = variant === "portal" && user === null;
  const crumbs = variant === "portal" ? breadcrumbItems(t, pageKey) : [];
  const tierLabel = user ? (user.membership ? tierDisplayName(user.membership.type) : t("membership.none")) : undefined;

  // The unread enquiry count follows login and the user fetch (docs/product/portal.md#signing-in-and-the-session). The
  // API answers it only once onboarding is done (ADR 0020), so a public page seen mid-onboarding does not ask. Shown on
  // the inbox entry of the sidebar and in the header; read again on every navigation (a lead may have arrived
  // meanwhile) and at once when a lead is read, archived or deleted (those invalidate it).
  const onboarded = user !== null && accessRefusal(user, "agent") === null;
  const countUnread = showSidebar && onboarded;
  const unread = useQuery({ ...unreadEnquiryCountQuery(), enabled: countUnread });
  const badges = useMemo(() => ({ [pathTo("leads")]: unread.data ?? 0 }), [unread.data]);
  const queryClient = useQueryClient();
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    if (countUnread) void queryClient.invalidateQueries({ queryKey: enquiryKeys.unreadCount() });
  }, [location.pathname, countUnread, queryClient]);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <div className={showSidebar ? "g-app" : "g-app app-no-sidebar"} data-variant={variant}>
        {!mobile && (
          <Header
            brand={t("app.brand")}
            brandHref={pathTo("home")}
            userName={user?.name}
            tierLabel={tierLabel}
            onMenuToggle={showSidebar ? () => setMenuOpen(true) : undefined}
            menuLabel={t("header.openMenu")}
            menuExpanded={showSidebar ? menuOpen : undefined}
            linkComponent={RouterLink}
            actions={
              showLoginButton ? (
                <span className="header-auth-actions">
                  <Button type="button" size="sm" variant="ghost" onClick={() => openAuthModal("register")}>
                    {t("header.register")}
                  </Button>
                  <Button type="button" size="sm" variant="secondary" onClick={() => openAuthModal("login")}>
                    {t("header.login")}
                  </Button>
                </span>
              ) : user && variant === "auth" ? (
                // Onboarding pages (phone, OTP, password) have no sidebar: logging out must stay possible.
                <Button type="submit" form={LOGOUT_FORM_ID} size="sm" variant="ghost">
                  {t("nav.items.logout")}
                </Button>
              ) : countUnread ? (
                <HeaderInboxLink count={unread.data ?? 0} />
              ) : undefined
            }
          />
        )}
        {showSidebar && (
          <SidebarBadgesContext value={badges}>
            <Sidebar
              sections={sections}
              currentPath={location.pathname}
              linkComponent={SidebarLink}
              open={menuOpen}
              onClose={closeMenu}
              label={t("nav.label")}
              closeLabel={t("nav.close")}
            />
          </SidebarBadgesContext>
        )}
        <main id={MAIN_CONTENT_ID} className="g-main" tabIndex={-1}>
          {crumbs.length > 0 && (
            <Breadcrumbs items={crumbs} label={t("breadcrumbs.label")} linkComponent={RouterLink} />
          )}
          {children}
        </main>
        {!mobile && (
          <Footer
            supportEmail={supportEmail}
            supportLabel={t("footer.support")}
            linksLabel={t("footer.links")}
            copyright={t("footer.copyright")}
            linkComponent={RouterLink}
            links={[
              { label: t("pages.help"), href: pathTo("help") },
              { label: t("pages.promos"), href: pathTo("promos") },
              { label: t("pages.terms"), href: pathTo("terms") },
              { label: t("pages.privacy"), href: pathTo("privacy") },
            ]}
          />
        )}
      </div>
      {showLoginButton && authDialogsWanted && (
        <Suspense fallback={null}>
          <LoginModal
            open={authModal === "login"}
            onOpenChange={(open) => setAuthModal(open ? "login" : null)}
            redirectTo={`${location.pathname}${location.search}`}
          />
          <RegisterModal
            open={authModal === "register"}
            onOpenChange={(open) => setAuthModal(open ? "register" : null)}
          />
        </Suspense>
      )}
      {user && <LogoutForm id={LOGOUT_FORM_ID} />}
    </>
  );
}
