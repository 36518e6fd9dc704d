import axe from "axe-core";
import type { MouseEvent } from "react";
import { expect } from "storybook/test";
import type { LinkProps } from "../src/link";
import type { SidebarSection } from "../src/sidebar";

// Stories only (never built or exported): shared sample data and a link that stays on the test page.

export function StoryLink({ href, className, children, onClick, "aria-current": ariaCurrent }: LinkProps) {
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onClick?.();
      }}
    >
      {children}
    </a>
  );
}

/** Every sidebar entry (docs/product/portal.md#the-sidebar), in Indonesian; "Keluar" is an action, not a link. */
export function agentSidebarSections(onLogout: () => void): SidebarSection[] {
  return [
    {
      title: "Akun",
      items: [
        { key: "account", label: "Akun", href: "/profile" },
        { key: "change-profile", label: "Ubah Profil", href: "/profile/edit" },
        { key: "my-listings", label: "Listing Saya", href: "/listing" },
        { key: "inbox", label: "Kotak Masuk", href: "/inbox" },
        { key: "favourites", label: "Favorit", href: "/favorite" },
        { key: "notifications", label: "Notifikasi", href: "/notification" },
        { key: "bank-account", label: "Rekening Bank", href: "/bank-account" },
      ],
    },
    {
      title: "Transaksi",
      items: [
        { key: "buy-package", label: "Beli Paket", href: "/product" },
        { key: "checkout", label: "Checkout", href: "/checkout" },
        { key: "my-orders", label: "Pesanan Saya", href: "/order" },
        { key: "coin-usage", label: "Penggunaan Koin", href: "/coin-usage" },
      ],
    },
    {
      title: "Pemasaran",
      items: [
        { key: "my-leads", label: "Leads Saya", href: "/leads" },
        { key: "bulk-repost", label: "Repost Massal", href: "/bulk-repost" },
        { key: "featured-agent", label: "Agen Unggulan", href: "/featured-agent" },
        { key: "buy-featured-agent", label: "Beli Slot Agen Unggulan", href: "/featured-agent/beli" },
        { key: "recommended-listing", label: "Listing Rekomendasi", href: "/recommended-listing" },
        { key: "transfer-coin", label: "Transfer Koin", href: "/coin-transfer" },
        { key: "my-coin", label: "Koin Saya", href: "/coin-purchase" },
      ],
    },
    { items: [{ key: "logout", label: "Keluar", onSelect: onLogout }] },
  ];
}

export const SIDEBAR_LABELS = [
  "Akun",
  "Ubah Profil",
  "Listing Saya",
  "Kotak Masuk",
  "Favorit",
  "Notifikasi",
  "Rekening Bank",
  "Beli Paket",
  "Checkout",
  "Pesanan Saya",
  "Penggunaan Koin",
  "Leads Saya",
  "Repost Massal",
  "Agen Unggulan",
  "Beli Slot Agen Unggulan",
  "Listing Rekomendasi",
  "Transfer Koin",
  "Koin Saya",
  "Keluar",
] as const;

/**
 * addon-a11y runs axe once, after play; dialogs that play closes again are checked here while open.
 * "region" is off as in addon-a11y: a story is a fragment of a page, not a page with landmarks.
 */
export async function expectNoAxeViolations(context: Element) {
  const result = await axe.run(context, { rules: { region: { enabled: false } } });
  const violations = result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  await expect(violations).toEqual([]);
}

export const MOBILE_360 = { viewport: { value: "mobile360", isRotated: false } };
export const DESKTOP_1280 = { viewport: { value: "desktop1280", isRotated: false } };

/** A 1×1 green PNG, for image previews that must load without a network. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=";

const REAL_CITIES: [value: string, label: string, province: string][] = [
  ["31.71", "Kota Jakarta Selatan", "DKI Jakarta"],
  ["31.72", "Kota Jakarta Timur", "DKI Jakarta"],
  ["31.73", "Kota Jakarta Pusat", "DKI Jakarta"],
  ["31.74", "Kota Jakarta Barat", "DKI Jakarta"],
  ["31.75", "Kota Jakarta Utara", "DKI Jakarta"],
  ["32.73", "Kota Bandung", "Jawa Barat"],
  ["32.04", "Kabupaten Bandung", "Jawa Barat"],
  ["32.75", "Kota Bekasi", "Jawa Barat"],
  ["32.76", "Kota Depok", "Jawa Barat"],
  ["32.71", "Kota Bogor", "Jawa Barat"],
  ["36.71", "Kota Tangerang", "Banten"],
  ["36.74", "Kota Tangerang Selatan", "Banten"],
  ["35.78", "Kota Surabaya", "Jawa Timur"],
  ["33.74", "Kota Semarang", "Jawa Tengah"],
  ["34.71", "Kota Yogyakarta", "DI Yogyakarta"],
  ["51.71", "Kota Denpasar", "Bali"],
  ["12.71", "Kota Medan", "Sumatera Utara"],
  ["73.71", "Kota Makassar", "Sulawesi Selatan"],
];

/** 120 cities (more than the 50 matches MultiCombobox shows): real ones first, then numbered regencies. */
export const CITY_OPTIONS = [
  ...REAL_CITIES.map(([value, label, description]) => ({ value, label, description })),
  ...Array.from({ length: 120 - REAL_CITIES.length }, (_, index) => ({
    value: `9${Math.floor(index / 90)}.${String((index % 90) + 10)}`,
    label: `Kabupaten Contoh ${index + 1}`,
    description: "Provinsi Contoh",
  })),
];
