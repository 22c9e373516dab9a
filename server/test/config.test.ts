import { loadConfig } from '../src/config';

describe('site server settings', () => {
  it('counts empty values as unset: PORT= is the default port, not a random one', () => {
    const config = loadConfig({ PORT: '', HOST: '', API_URL: '', BUILDER_URL: ' ' });
    expect(config.port).toBe(8000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiUrl.toString()).toBe('http://127.0.0.1:8080/');
    // The builder's own default address: /__rebuild always goes to a builder.
    expect(config.builderUrl.toString()).toBe('http://127.0.0.1:8010/');
  });

  it('refuses invalid values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', API_URL: 'not a url' })).toThrow(
      /Invalid site server environment:[\s\S]*PORT[\s\S]*API_URL/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
