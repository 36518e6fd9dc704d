import { setTimeout } from "node:timers/promises";

/** Waiting, as an object so tests can count the waits (vi.spyOn) instead of sitting through them. */
export const pacing = {
  async pause(ms: number): Promise<void> {
    await setTimeout(ms);
  },
};
