import { NetworkError, ServerError, UnauthorizedError } from "@griya/api-client/errors";
import { describe, expect, it, vi } from "vitest";
import {
  emptyProductPage,
  loadProductPage,
  packageRows,
  type Product,
  type ProductFetchers,
  type ProductSectionKey,
} from "./product-page-data";

const product = (name: string) => ({ uuid: name, name }) as unknown as Product;

function fetchers(allowed: Partial<Record<ProductSectionKey, boolean>> = {}): ProductFetchers {
  return {
    mainPackages: vi.fn(async () => [product("Starter"), product("Pro"), product("Executive")]),
    allowance: vi.fn(async (section: ProductSectionKey) =>
      allowed[section] ? { allowed: true, message: null } : { allowed: false, message: `Tidak boleh: ${section}` },
    ),
    list: vi.fn(async (section: ProductSectionKey) => [product(section)]),
    renewalTerm: vi.fn(async (direct: boolean) => ({
      started_at: direct ? "2026-01-01T00:00:00Z" : "2026-06-01T00:00:00Z",
      expires_at: "2027-01-01T00:00:00Z",
    })),
  };
}

describe("loadProductPage", () => {
  it("loads only the main packages for an agent without membership", async () => {
    const f = fetchers({ coin: true });
    const data = await loadProductPage(f, false);
    expect(data.main).toHaveLength(3);
    expect(f.allowance).not.toHaveBeenCalled();
    expect(data.sections.coin).toEqual({ allowed: false, message: null, items: [] });
  });

  it("runs the four allowance checks for a member and loads only the allowed lists", async () => {
    const f = fetchers({ coin: true, renewal: true });
    const data = await loadProductPage(f, true);
    expect(f.allowance).toHaveBeenCalledTimes(4);
    expect(f.list).toHaveBeenCalledTimes(2);
    expect(data.sections.coin.items).toEqual([product("coin")]);
    expect(data.sections.upgrade).toEqual({ allowed: false, message: "Tidak boleh: upgrade", items: [] });
    expect(data.renewalTerms?.direct.started_at).toBe("2026-01-01T00:00:00Z");
    expect(data.renewalTerms?.queued.started_at).toBe("2026-06-01T00:00:00Z");
  });

  it.each([new NetworkError(new TypeError("offline")), new UnauthorizedError(401, { errors: "x" })])(
    "empties every list after %s",
    async (error) => {
      const f = fetchers({ coin: true });
      f.list = vi.fn(async () => {
        throw error;
      });
      expect(await loadProductPage(f, true)).toEqual(emptyProductPage());
    },
  );

  it("rethrows other errors", async () => {
    const f = fetchers();
    f.mainPackages = vi.fn(async () => {
      throw new ServerError(500, { errors: "rusak" });
    });
    await expect(loadProductPage(f, false)).rejects.toBeInstanceOf(ServerError);
  });
});

describe("packageRows", () => {
  it("puts the first two packages in a row and the rest in a second", () => {
    expect(packageRows([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(packageRows([1])).toEqual([[1]]);
    expect(packageRows([])).toEqual([]);
  });
});
