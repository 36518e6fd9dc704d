import { describe, expect, it } from "vitest";
import { LargeResultMemory } from "./large-result-memory.js";

describe("LargeResultMemory", () => {
  it("remembers a search for its time to live, then forgets it", () => {
    let now = 1_000;
    const memory = new LargeResultMemory(60_000, 10, () => now);
    expect(memory.has("rumah")).toBe(false);
    memory.remember("rumah");
    now += 59_999;
    expect(memory.has("rumah")).toBe(true);
    now += 1;
    expect(memory.has("rumah")).toBe(false);
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const memory = new LargeResultMemory(60_000, 2, () => 0);
    memory.remember("a");
    memory.remember("b");
    memory.remember("a");
    memory.remember("c");
    expect([memory.has("a"), memory.has("b"), memory.has("c")]).toEqual([true, false, true]);
  });
});
