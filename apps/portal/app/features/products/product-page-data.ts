// What the product page loads (docs/product/orders-and-payments.md#the-product-page): main packages always load; for a
// member the coin, upgrade, renewal and listing-availability allowance checks run and each list loads only when allowed
// (else the allowance message is shown). A failed fetch with no response (network) or a 401 resets every list to empty
// with the allowance false; any other error is rethrown (the route's error boundary shows it).
import { NetworkError, UnauthorizedError } from "@griya/api-client/errors";
import type { components } from "@griya/api-client/schema";

export type Product = components["schemas"]["Product"];
type Allowance = components["schemas"]["Allowance"];

/** The sections behind an allowance check; their names are the page keys of the routes that show them. */
const PRODUCT_SECTIONS = ["coin", "upgrade", "renewal", "listingAvailability"] as const;
export type ProductSectionKey = (typeof PRODUCT_SECTIONS)[number];

/** What a renewal paid now would give (GET /api/products/renewal_main_packages/duration). */
export type RenewalTerm = { started_at: string; expires_at: string; duration_days?: number };

type ProductSection = { allowed: boolean; message: string | null; items: Product[] };

export type ProductPageData = {
  main: Product[];
  sections: Record<ProductSectionKey, ProductSection>;
  /** Both renewal starts, when renewal is allowed: instant (direct) and queued after the current term. */
  renewalTerms: { direct: RenewalTerm; queued: RenewalTerm } | null;
};

export type ProductFetchers = {
  mainPackages: () => Promise<Product[]>;
  allowance: (section: ProductSectionKey) => Promise<Allowance>;
  list: (section: ProductSectionKey) => Promise<Product[]>;
  renewalTerm: (directActivation: boolean) => Promise<RenewalTerm>;
};

const closed = (): ProductSection => ({ allowed: false, message: null, items: [] });

function emptySections(): Record<ProductSectionKey, ProductSection> {
  return { coin: closed(), upgrade: closed(), renewal: closed(), listingAvailability: closed() };
}

export function emptyProductPage(): ProductPageData {
  return { main: [], sections: emptySections(), renewalTerms: null };
}

async function loadSection(fetchers: ProductFetchers, section: ProductSectionKey): Promise<ProductSection> {
  const allowance = await fetchers.allowance(section);
  if (!allowance.allowed) return { allowed: false, message: allowance.message ?? null, items: [] };
  return { allowed: true, message: null, items: await fetchers.list(section) };
}

export async function loadProductPage(fetchers: ProductFetchers, isMember: boolean): Promise<ProductPageData> {
  try {
    if (!isMember) return { ...emptyProductPage(), main: await fetchers.mainPackages() };
    const [main, ...loaded] = await Promise.all([
      fetchers.mainPackages(),
      ...PRODUCT_SECTIONS.map((section) => loadSection(fetchers, section)),
    ]);
    const sections = Object.fromEntries(PRODUCT_SECTIONS.map((key, i) => [key, loaded[i]!])) as Record<
      ProductSectionKey,
      ProductSection
    >;
    const renewalTerms =
      sections.renewal.allowed && sections.renewal.items.length > 0
        ? await Promise.all([fetchers.renewalTerm(true), fetchers.renewalTerm(false)]).then(([direct, queued]) => ({
            direct,
            queued,
          }))
        : null;
    return { main, sections, renewalTerms };
  } catch (error) {
    if (error instanceof NetworkError || error instanceof UnauthorizedError) return emptyProductPage();
    throw error;
  }
}

/** The first two main packages in one row, the rest in a second row. */
export function packageRows<T>(items: readonly T[]): T[][] {
  const rows = [items.slice(0, 2), items.slice(2)];
  return rows.filter((row) => row.length > 0);
}
