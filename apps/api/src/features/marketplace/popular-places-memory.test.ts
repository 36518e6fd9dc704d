import { describe, expect, it } from "vitest";
import { PopularPlacesMemory } from "./popular-places-memory.js";

describe("PopularPlacesMemory", () => {
  it("keeps an answer for its time to live, then counts again", async () => {
    let now = 1_000;
    let counts = 0;
    const memory = new PopularPlacesMemory<number>(60_000, () => now);
    const count = () => Promise.resolve(++counts);
    expect(await memory.get(count)).toBe(1);
    now += 59_999;
    expect(await memory.get(count)).toBe(1);
    now += 1;
    expect(await memory.get(count)).toBe(2);
  });

  it("does not keep a failed count", async () => {
    const memory = new PopularPlacesMemory<number>(60_000, () => 0);
    await expect(memory.get(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memory.get(() => Promise.resolve(7))).toBe(7);
  });
});
