import { useEffect, useState } from "react";

const TICK_MS = 30_000;

/**
 * The current time for relative times ("5 menit lalu"). It starts at the loader's clock so the server's HTML
 * and the first browser render agree (no hydration mismatch), then follows the browser's clock.
 */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
