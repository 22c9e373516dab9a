/**
 * Spec section 7: builds/latest.json is polled; a build id different from the one this
 * page was built with makes the next navigation a full reload.
 */
export const FIRST_CHECK_DELAY_MS = 1000;
export const POLL_INTERVAL_MS = 60_000;

export interface BuildWatchOptions {
  currentBuildId: string;
  fetchLatest?: () => Promise<{ id: string }>;
}

export class BuildWatch {
  private stale = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: BuildWatchOptions) {}

  get isStale(): boolean {
    return this.stale;
  }

  async check(): Promise<void> {
    if (this.stale) return;
    const fetchLatest = this.options.fetchLatest ?? defaultFetchLatest;
    try {
      const latest = await fetchLatest();
      if (latest.id && latest.id !== this.options.currentBuildId) this.stale = true;
    } catch {
      // A failed manifest fetch is only logged (spec section 8); the next poll tries again.
      console.warn('Could not fetch builds/latest.json');
    }
  }

  start(win: Window): void {
    win.setTimeout(() => void this.check(), FIRST_CHECK_DELAY_MS);
    this.timer = setInterval(() => void this.check(), POLL_INTERVAL_MS);
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') void this.check();
    });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

async function defaultFetchLatest(): Promise<{ id: string }> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`latest.json answered ${response.status}`);
  return (await response.json()) as { id: string };
}
