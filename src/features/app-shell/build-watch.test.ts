import { NO_IDLE_CALLBACK_DELAY_MS } from '../../lib/when-idle';
import { BuildWatch, POLL_INTERVAL_MS } from './build-watch';

describe('build watch', () => {
  it('becomes stale when the latest build id differs', async () => {
    const watch = new BuildWatch({ currentBuildId: 'a', fetchLatest: async () => ({ id: 'a' }) });
    await watch.check();
    expect(watch.isStale).toBe(false);
    const changed = new BuildWatch({ currentBuildId: 'a', fetchLatest: async () => ({ id: 'b' }) });
    await changed.check();
    expect(changed.isStale).toBe(true);
  });

  it('learns its own id from the first answer when the bundle does not carry it', async () => {
    const answers = ['r1', 'r1', 'r2'];
    const watch = new BuildWatch({ fetchLatest: async () => ({ id: answers.shift()! }) });
    expect(watch.buildId).toBeUndefined();
    await watch.check();
    expect(watch.buildId).toBe('r1');
    expect(watch.isStale).toBe(false);
    await watch.check();
    expect(watch.isStale).toBe(false);
    await watch.check();
    expect(watch.isStale).toBe(true);
    expect(watch.buildId).toBe('r1');
  });

  it('keeps the id unknown while the manifest cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    const watch = new BuildWatch({
      fetchLatest: async () => {
        if (!online) throw new Error('offline');
        return { id: 'r3' };
      },
    });
    await watch.check();
    expect(watch.buildId).toBeUndefined();
    online = true;
    await watch.check();
    expect(watch.buildId).toBe('r3');
    expect(watch.isStale).toBe(false);
    warn.mockRestore();
  });

  it('only logs a failed manifest fetch', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const watch = new BuildWatch({
      currentBuildId: 'a',
      fetchLatest: async () => {
        throw new Error('offline');
      },
    });
    await watch.check();
    expect(watch.isStale).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('starts checking when the browser is first idle, then every minute and when the tab is shown again', async () => {
    jest.useFakeTimers();
    try {
      const fetchLatest = jest.fn(async () => ({ id: 'r1' }));
      const watch = new BuildWatch({ fetchLatest });
      watch.start(window);
      // Not inside the start-up: jsdom has no idle callbacks, so the first check comes a moment later.
      expect(fetchLatest).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(NO_IDLE_CALLBACK_DELAY_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      expect(watch.buildId).toBe('r1');
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(fetchLatest).toHaveBeenCalledTimes(3);
      watch.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
