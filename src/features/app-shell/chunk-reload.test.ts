import { RELOAD_GUARD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk-load failure reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk load errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(sessionStorage, reload, 100_000)).toBe(true);
    expect(reloadForChunkError(sessionStorage, reload, 105_000)).toBe(false);
    expect(reloadForChunkError(sessionStorage, reload, 109_999)).toBe(false);
    expect(reloadForChunkError(sessionStorage, reload, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('110000');
  });
});
