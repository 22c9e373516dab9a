/**
 * Spec section 7: builds/latest.json is polled; a build id different from the one this
 * page was built with makes the next navigation a full reload.
 *
 * The release id is not in the bundles (decision 070: a content-only rebuild must leave every
 * JavaScript file as it was), so the page learns its own id from the first answer, fetched
 * when the browser is first idle after the watch started (in a task of its own, not in the one
 * that evaluated this chunk: decision 098); later answers are compared with it. A release that
 * went live between the page's HTML and that first answer is caught by Gatsby itself when code
 * changed (its compilation hash differs) and otherwise by the next release.
 */
import { whenIdle } from '../../lib/when-idle';

export const POLL_INTERVAL_MS = 60_000;

export interface BuildWatchOptions {
  /** The id of the release this page came from; unknown until the first answer when absent. */
  currentBuildId?: string;
  fetchLatest?: () => Promise<{ id: string }>;
}

export class BuildWatch {
  private stale = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private currentBuildId: string | undefined;

  constructor(private readonly options: BuildWatchOptions) {
    this.currentBuildId = options.currentBuildId;
  }

  /** The release this page belongs to, once known. */
  get buildId(): string | undefined {
    return this.currentBuildId;
  }

  get isStale(): boolean {
    return this.stale;
  }

  async check(): Promise<void> {
    if (this.stale) return;
    const fetchLatest = this.options.fetchLatest ?? defaultFetchLatest;
    try {
      const latest = await fetchLatest();
      if (!latest.id) return;
      if (this.currentBuildId === undefined) this.currentBuildId = latest.id;
      else if (latest.id !== this.currentBuildId) this.stale = true;
    } catch {
      // A failed manifest fetch is only logged (spec section 8); the next poll tries again.
      console.warn('Could not fetch builds/latest.json');
    }
  }

  start(win: Window): void {
    whenIdle(win, () => void this.check());
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
