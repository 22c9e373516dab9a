interface Window {
  count: number;
  startedAt: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Entries kept before expired windows are swept; bounds memory under address spraying.
const SWEEP_AT = 50_000;

/**
 * In-memory fixed-window counters for @fastify/rate-limit. Unlike the bundled LocalStore it
 * answers each increment with a snapshot: LocalStore hands back its live counter object, so
 * in a burst every request awaiting the hook sees the final count and all are refused, the
 * first ones included.
 */
export class MemoryRateStore {
  private readonly windows = new Map<string, Window>();

  // The plugin passes the route's window as a third argument (its typings leave it out).
  incr(key: string, callback: Callback, timeWindow = 60_000) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now, timeWindow);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each route gets its own counters. */
  child() {
    return new MemoryRateStore();
  }

  private sweep(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) {
      if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    }
    // Still full: drop the oldest windows rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < SWEEP_AT) break;
      this.windows.delete(key);
    }
  }
}
