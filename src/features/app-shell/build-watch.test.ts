import { BuildWatch } from './build-watch';

describe('build watch', () => {
  it('becomes stale when the latest build id differs', async () => {
    const watch = new BuildWatch({ currentBuildId: 'a', fetchLatest: async () => ({ id: 'a' }) });
    await watch.check();
    expect(watch.isStale).toBe(false);
    const changed = new BuildWatch({ currentBuildId: 'a', fetchLatest: async () => ({ id: 'b' }) });
    await changed.check();
    expect(changed.isStale).toBe(true);
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
});
