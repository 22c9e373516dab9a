import { ConfigError, loadConfig } from '../src/config';

describe('website API settings', () => {
  it('counts empty values as unset, as the site server does', () => {
    const config = loadConfig({
      API_PORT: '',
      API_HOST: ' ',
      RATE_LIMIT_SCALE: '',
      CMS_API_TOKEN: 'x',
      SITE_URL: '',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.rateLimitScale).toBe(1);
    expect(config.siteUrl).toBe('http://localhost:8000');
  });

  it('refuses invalid values, naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'eighty', RATE_LIMIT_SCALE: '-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /Invalid configuration:\n {2}- API_PORT: .+\n {2}- RATE_LIMIT_SCALE: .+/,
    );
  });
});
