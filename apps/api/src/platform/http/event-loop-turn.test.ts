import { describe, expect, it } from "vitest";
import { eventLoopTurn } from "./event-loop-turn.js";

describe("eventLoopTurn", () => {
  it("counts from the turn's first call and starts again once the loop came round", async () => {
    let clock = 1000;
    const turn = eventLoopTurn(() => clock);
    expect(turn()).toBe(0);
    clock += 30;
    expect(turn()).toBe(30);
    clock += 90;
    expect(turn()).toBe(120);
    // Promises settle within the turn; only the loop coming round ends it.
    await Promise.resolve();
    expect(turn()).toBe(120);
    await new Promise((resolve) => setImmediate(resolve));
    clock += 5;
    expect(turn()).toBe(0);
    clock += 7;
    expect(turn()).toBe(7);
  });
});
