import { ConfigError, loadConfig } from '../src/config';
import { backoffDelay } from '../src/services/mail-sender';
import { Passwords, denyListCandidates, loadDenyList } from '../src/services/passwords';
import { TtlCache } from '../src/services/ttl-cache';
import { siteLink } from '../src/lib/links';

describe('configuration', () => {
  it('has working defaults for one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      smtpUrl: 'smtp://127.0.0.1:1025',
      siteUrl: 'http://localhost:8000',
      clientId: 'electronics-site-web',
      cmsUrl: 'http://localhost:1337',
      rateLimitScale: 1,
    });
    expect(config.database).toEqual({
      kind: 'sqlite',
      path: expect.stringMatching(/\.data\/website-api\.sqlite$/),
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(loadConfig({ SITE_URL: 'https://example.com/' }).siteUrl).toBe('https://example.com');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_URL: 'not a url',
        SUPPORT_EMAIL: 'nobody',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['API_PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SITE_URL', 'SUPPORT_EMAIL']);
  });
});

describe('passwords', () => {
  const passwords = new Passwords(loadDenyList());

  it('ships a deny list of a few thousand common passwords', () => {
    expect(loadDenyList().size).toBeGreaterThanOrEqual(4000);
  });

  it.each(['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Dragon2024#', 'LETMEIN!1', 'Monkey_99'])(
    'denies %s',
    (password) => {
      expect(passwords.isCommon(password)).toBe(true);
    },
  );

  it.each(['Blue-Kettle-93', 'Demo-Member-2024!', 'Tr4in-Orbit-Maple'])('allows %s', (password) => {
    expect(passwords.isCommon(password)).toBe(false);
  });

  it('compares typed, trimmed and un-substituted forms', () => {
    expect(denyListCandidates('P@ssw0rd123!')).toEqual(
      expect.arrayContaining(['p@ssw0rd123!', 'p@ssw0rd', 'password']),
    );
  });

  it('hashes with argon2id at the required cost and verifies', async () => {
    const hash = await passwords.hash('Blue-Kettle-93');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(hash, 'Blue-Kettle-93')).toBe(true);
    expect(await passwords.verify(hash, 'blue-kettle-93')).toBe(false);
    expect(await passwords.verify('not a hash', 'x')).toBe(false);
  });
});

describe('mail retry backoff', () => {
  it('doubles from the base up to the cap, with at most 20% jitter', () => {
    for (const [attempt, base] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [10, 60_000],
    ] as const) {
      const delay = backoffDelay(attempt, 1000, 60_000);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });
});

describe('content cache', () => {
  it('expires entries after the TTL and keeps at most the size bound, dropping the least recently used', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 2, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('mail links', () => {
  it('puts the locale prefix of the member in front of the page', () => {
    expect(siteLink('https://s.example', 'jp', '/pwd-active', 'T')).toBe(
      'https://s.example/pwd-active?token=T',
    );
    expect(siteLink('https://s.example', 'zh', '/history-active', 'T')).toBe(
      'https://s.example/zh/history-active?token=T',
    );
    expect(siteLink('https://s.example', 'en', '/account-active', 'T')).toBe(
      'https://s.example/en/account-active?token=T',
    );
  });
});
