import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { zonedParts } from "@griya/domain/zoned-time";
import type { AppDb } from "../../platform/db/client.js";
import { addAgentRevealDays, type AgentRevealDelta } from "./agent-reveal-repository.js";
import { clock } from "../../platform/clock.js";

/** Rows per flush statement. */
const FLUSH_CHUNK = 5000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The WIB calendar day of an instant, "2026-03-14". */
function wibDay(at: Date): string {
  const { year, month, day } = zonedParts(at, DEFAULT_TIME_ZONE);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * WhatsApp reveals on agent pages, added up per agent and WIB day in this process's memory, so a reveal never
 * writes on its own (ADR 0060); flush() adds them to the daily rows (ListingMetrics.flush runs it with the listing
 * counts: every METRICS_FLUSH_INTERVAL_SECONDS and at shutdown). A reveal counts for the day it happened, however
 * late the flush. Each count reaches the database once: a flush takes the pending counts away before writing and
 * puts back what it could not write.
 */
export class AgentRevealCounts {
  private pending = new Map<string, AgentRevealDelta>();

  record(agentId: number, at = clock.now()): void {
    const day = wibDay(at);
    const key = `${agentId}:${day}`;
    const entry = this.pending.get(key);
    if (entry) entry.reveals += 1;
    else this.pending.set(key, { user_id: agentId, day, reveals: 1 });
  }

  /** Agent days with reveals not yet written. */
  get pendingDays(): number {
    return this.pending.size;
  }

  /** Writes the pending reveals and returns how many agent days were written (or dropped with their agent). */
  async flush(db: AppDb): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    let done = 0;
    try {
      for (; done < batch.length; done += FLUSH_CHUNK) {
        await addAgentRevealDays(db, batch.slice(done, done + FLUSH_CHUNK));
      }
    } catch (error) {
      // What was not written goes back, added to whatever arrived meanwhile.
      for (const delta of batch.slice(done)) {
        const key = `${delta.user_id}:${delta.day}`;
        const entry = this.pending.get(key);
        if (entry) entry.reveals += delta.reveals;
        else this.pending.set(key, delta);
      }
      throw error;
    }
    return batch.length;
  }
}
