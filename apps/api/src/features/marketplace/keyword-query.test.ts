import { describe, expect, it } from "vitest";
import { keywordTsQuery } from "./keyword-query.js";

describe("keywordTsQuery", () => {
  it.each([
    ["rumah", "rumah:*"],
    ["  Rumah   Kebayoran Bar ", "rumah & kebayoran & bar:*"],
    ["rumah rumah", "rumah:*"],
    ["2BR, dekat MRT!", "2br & dekat & mrt:*"],
    ["Blok-M", "blok & m:*"],
    ["rumah' | !kolam & (renang)", "rumah & kolam & renang:*"],
    ["a b c d e f g h i j", "a & b & c & d & e & f & g & h:*"],
    ["Kos Ümit", "kos & ümit:*"],
  ])("%j → %s", (keyword, expected) => {
    expect(keywordTsQuery(keyword)).toBe(expected);
  });

  it.each(["", "   ", "!!! ---", "'&|:*"])("%j has no words", (keyword) => {
    expect(keywordTsQuery(keyword)).toBeNull();
  });
});
