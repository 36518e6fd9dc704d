import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HelpArticleView } from "./components/help-article-view";
import { articleBodyText, inline, type HelpArticle } from "./help-article";
import { allHelpArticles, helpArticle } from "./help-articles";
import { helpFactsFixture } from "../../../test/help-facts-fixture";
import { HELP_GROUPS, HELP_TOPICS } from "./help-topics";

/** The article as the page renders it, as text (links need a router around them). */
function rendered(article: HelpArticle): string {
  const router = createMemoryRouter([{ path: "/", element: <HelpArticleView article={article} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("help articles", () => {
  it("cover the 18 topics, each in one group", () => {
    expect([...HELP_TOPICS].sort()).toEqual(
      [
        "account-registration",
        "account-purchase",
        "membership",
        "upgrade",
        "extend",
        "listing-slot",
        "coin",
        "upload",
        "repost",
        "deactivate",
        "catalog-link",
        "edit-profile",
        "referral-code",
        "password",
        "coin-usage",
        "inbox",
        "featured-agent",
        "transfer-coin",
      ].sort(),
    );
    expect(HELP_GROUPS.map((g) => g.title)).toEqual([
      "Akun",
      "Membership & pembelian",
      "Listing",
      "Koin",
      "Prospek & promosi",
    ]);
  });

  it("each has a title, steps, and related topics that exist", () => {
    for (const article of allHelpArticles(helpFactsFixture())) {
      expect(article.title.length).toBeGreaterThan(3);
      expect(article.sections.length).toBeGreaterThan(0);
      expect(
        article.sections.some((s) => s.blocks.some((b) => b.kind === "steps")),
        article.topic,
      ).toBe(true);
      for (const topic of article.related) expect(HELP_TOPICS).toContain(topic);
    }
  });

  it("quote the facts: a changed activation price changes the article's text", () => {
    const seeded = rendered(helpArticle("upload", helpFactsFixture()));
    expect(seeded).toContain("Aktivasi memakai 5 koin");
    const facts = helpFactsFixture();
    const changed = rendered(
      helpArticle("upload", { ...facts, coin_costs: { ...facts.coin_costs, activate_listing: 7 } }),
    );
    expect(changed).toContain("Aktivasi memakai 7 koin");
    expect(changed).not.toContain("Aktivasi memakai 5 koin");
    expect(
      rendered(helpArticle("coin", { ...facts, coin_costs: { ...facts.coin_costs, activate_listing: 7 } })),
    ).toMatch(/Aktivasi listing 7 koin/);
  });

  it("format rupiah and interpolate prices, limits and durations", () => {
    const facts = helpFactsFixture();
    expect(rendered(helpArticle("membership", facts))).toContain("Rp 1.200.000");
    expect(rendered(helpArticle("listing-slot", facts))).toContain("Rp 15.000 per slot per 30 hari");
    expect(rendered(helpArticle("listing-slot", facts))).toContain(
      "5 slot selama 90 hari = 5 × Rp 15.000 × 90/30 = Rp 225.000",
    );
    expect(rendered(helpArticle("upgrade", facts))).toContain("× 183 / 365 = Rp 903.000");
    expect(rendered(helpArticle("transfer-coin", facts))).toContain("minimal 10 koin");
    const repost = rendered(helpArticle("repost", facts));
    expect(repost).toContain("Senin sampai Minggu");
    expect(repost).toContain("setiap 30 menit, dari 00:00 sampai 23:30");
    expect(repost).toContain("50 listing per halaman");
  });

  it("repost has its normal, bulk and scheduled sections", () => {
    expect(helpArticle("repost", helpFactsFixture()).sections.map((s) => s.id)).toEqual(["biasa", "bulk", "terjadwal"]);
  });

  it("link to the portal's screens and to other topics", () => {
    const text = JSON.stringify(helpArticle("transfer-coin", helpFactsFixture()));
    expect(text).toContain('"href":"/coin-transfer"');
    expect(JSON.stringify(helpArticle("coin", helpFactsFixture()))).toContain('"href":"/help/transfer-coin"');
  });

  it("say nothing of a missing listing-slot product but still explain the quota", () => {
    const body = articleBodyText(helpArticle("listing-slot", helpFactsFixture({ listing_slot: null })));
    expect(body).toContain("sedang tidak dijual");
  });
});

describe("inline markup", () => {
  it("reads **bold** and [label](href) and leaves the rest as text", () => {
    expect(inline("Buka [Koin Saya](/coin-purchase) lalu tekan **Beli**.")).toEqual([
      { text: "Buka " },
      { text: "Koin Saya", href: "/coin-purchase" },
      { text: " lalu tekan " },
      { strong: "Beli" },
      { text: "." },
    ]);
  });
});
