import { readConsent, writeConsent } from './consent';

describe('cookie consent', () => {
  it('reads the initial state from the cookie', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('cookieConsent=true')).toBe(true);
    expect(readConsent('a=1; cookieConsent=false')).toBe(false);
  });

  it('writes true or false for 365 days on path /', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    writeConsent(true);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('cookieConsent=true'));
    expect(spy.mock.calls[0][0]).toContain('path=/');
    expect(spy.mock.calls[0][0]).toContain(`max-age=${365 * 24 * 60 * 60}`);
    spy.mockRestore();
  });
});
