/**
 * A clock of the event loop's current turn: the milliseconds since the first call in this turn, 0 at the first
 * call after the loop came round (a setImmediate, run once the turn's I/O callbacks are done, starts the next).
 * Read synchronously as each request arrives, it sees what a sampled event-loop delay sees only afterwards: while
 * requests are read and served one after the other in a single turn (PGlite answers without real I/O, so a whole
 * request can run inside its socket's callback), every request read later in the turn waits for all before it.
 */
export function eventLoopTurn(clock: () => number = () => performance.now()): () => number {
  let startedAt: number | undefined;
  const next = () => {
    startedAt = undefined;
  };
  return () => {
    const at = clock();
    if (startedAt === undefined) {
      startedAt = at;
      setImmediate(next);
    }
    return at - startedAt;
  };
}
