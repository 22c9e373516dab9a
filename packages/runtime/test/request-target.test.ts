import { randomBytes } from 'node:crypto';
import { redactLinkTokens, requestTarget } from '../src';

/** A token as the website API mints them: 32 random bytes, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

describe('link tokens out of log lines', () => {
  it('gives a log line the path and the query key names, never a value', () => {
    const token = newToken();
    expect(requestTarget(`/pwd-active?token=${token}`)).toEqual({ path: '/pwd-active', query: ['token'] });
    expect(requestTarget(`/page-data/en/account-active/page-data.json?token=${token}&a=1&a=2`)).toEqual({
      path: '/page-data/en/account-active/page-data.json',
      query: ['token', 'a'],
    });
    expect(requestTarget('/news')).toEqual({ path: '/news' });
    expect(requestTarget(undefined)).toEqual({ path: '/' });
    // A mail client that encoded the '?' puts the token into the path; a key can be the token itself.
    expect(JSON.stringify(requestTarget(`/pwd-active%3Ftoken%3D${token}`))).not.toContain(token);
    expect(JSON.stringify(requestTarget(`/pwd-active?${token}`))).not.toContain(token);
    expect(requestTarget(`/pwd-active?${token}`).query).toEqual(['[other]']);
  });

  it('redacts token values from free text', () => {
    const token = newToken();
    expect(redactLinkTokens(`GET /pwd-active?token=${token}&x=1 failed`)).toBe(
      'GET /pwd-active?token=[redacted]&x=1 failed',
    );
    expect(redactLinkTokens(`/a%3FTOKEN%3D${token}`)).toBe('/a%3FTOKEN%3D[redacted]');
  });
});
