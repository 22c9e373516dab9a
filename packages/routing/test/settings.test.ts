import { presentSettings, rootDeviceSetting } from '../src';

describe('settings', () => {
  it('counts empty and blank values as unset', () => {
    expect(
      presentSettings({ PORT: '', HOST: '  ', API_URL: 'http://127.0.0.1:8080', GONE: undefined }),
    ).toEqual({
      API_URL: 'http://127.0.0.1:8080',
    });
  });

  it('reads GATSBY_ROOT_DEVICE once: pc when unset, refused when unknown', () => {
    expect(rootDeviceSetting(undefined)).toBe('pc');
    expect(rootDeviceSetting('')).toBe('pc');
    expect(rootDeviceSetting(' mobile ')).toBe('mobile');
    expect(rootDeviceSetting('pc')).toBe('pc');
    expect(() => rootDeviceSetting('tablet')).toThrow(
      'GATSBY_ROOT_DEVICE must be "pc" or "mobile", got "tablet"',
    );
  });
});
