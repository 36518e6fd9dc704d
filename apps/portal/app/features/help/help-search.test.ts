import { describe, expect, it } from "vitest";
import { articleBodyText } from "./help-article";
import { allHelpArticles } from "./help-articles";
import { helpFactsFixture } from "../../../test/help-facts-fixture";
import { editDistance, rankDocuments, searchWords, wordMatch } from "./help-search";

const docs = allHelpArticles(helpFactsFixture()).map((a) => ({
  key: a.topic,
  title: a.title,
  keywords: a.keywords,
  summary: a.summary,
  body: articleBodyText(a),
}));
const top = (query: string) => rankDocuments(query, docs)[0]?.key;

describe("editDistance (Damerau-Levenshtein, optimal string alignment)", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours as one edit each", () => {
    expect(editDistance("transfer", "transfer")).toBe(0);
    expect(editDistance("tranfer", "transfer")).toBe(1);
    expect(editDistance("trasnfer", "transfer")).toBe(1);
    expect(editDistance("koin", "kain")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("ca", "abc")).toBe(3);
  });

  it("gives up past the limit", () => {
    expect(editDistance("membership", "koin", 2)).toBe(3);
    expect(editDistance("abcdef", "fedcba", 1)).toBe(2);
  });
});

describe("searchWords and wordMatch", () => {
  it("splits on punctuation, lowers case and drops accents", () => {
    expect(searchWords("Transfer-Koin, café!")).toEqual(["transfer", "koin", "cafe"]);
  });

  it("takes prefixes and typos by word length; short words must be exact", () => {
    expect(wordMatch("transf", "transfer")).toBe(0.8);
    expect(wordMatch("tranfer", "transfer")).toBeGreaterThan(0);
    expect(wordMatch("koim", "koin")).toBeGreaterThan(0);
    expect(wordMatch("kon", "koin")).toBe(0);
    expect(wordMatch("abc", "xyz")).toBe(0);
  });
});

describe("rankDocuments over the help articles", () => {
  it("finds a topic by a misspelt word", () => {
    expect(top("tranfer koin")).toBe("transfer-coin");
    expect(top("lupa pasword")).toBe("password");
    expect(top("repots terjadwal")).toBe("repost");
    expect(top("membershp")).toBe("membership");
  });

  it("ranks by title and keywords before passing mentions", () => {
    expect(top("kode referral")).toBe("referral-code");
    expect(top("bulk repost")).toBe("repost");
    expect(top("featured agent")).toBe("featured-agent");
    expect(top("slot listing")).toBe("listing-slot");
    expect(top("kotak masuk")).toBe("inbox");
  });

  it("finds nothing for nonsense or an empty query", () => {
    expect(rankDocuments("qwxz zzqv", docs)).toEqual([]);
    expect(rankDocuments("   ", docs)).toEqual([]);
  });

  it("searches the article text too", () => {
    const keys = rankDocuments("GPS", docs).map((hit) => hit.key);
    expect(keys).toContain("upload");
  });
});
