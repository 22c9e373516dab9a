import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import deviceRedirect from './device-redirect';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

interface Recorded {
  status?: number;
  location?: string;
  json?: unknown;
  headers: Record<string, string>;
}

function call(options: {
  query?: Record<string, string>;
  url?: string;
  ua?: string;
  method?: string;
  headers?: Record<string, string>;
}) {
  const recorded: Recorded = { headers: {} };
  const req = {
    method: options.method ?? 'GET',
    url: options.url ?? '/api/device-redirect',
    query: options.query ?? {},
    headers: { 'user-agent': options.ua, ...options.headers },
  } as unknown as GatsbyFunctionRequest;
  const res = {
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = value;
      return this;
    },
    status(code: number) {
      recorded.status = code;
      return this;
    },
    json(body: unknown) {
      recorded.json = body;
      return this;
    },
    redirect(status: number, location: string) {
      recorded.status = status;
      recorded.location = location;
      return this;
    },
  } as unknown as GatsbyFunctionResponse;
  deviceRedirect(req, res);
  return recorded;
}

describe('device-redirect Gatsby Function', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("redirects the detected device's own prefixed path to the root form", () => {
    expect(call({ query: { path: '/pc/login' }, ua: DESKTOP })).toEqual(
      expect.objectContaining({ status: 301, location: '/login' }),
    );
    expect(call({ query: { path: '/en/mobile/news?page=2' }, ua: IPHONE })).toEqual(
      expect.objectContaining({ status: 301, location: '/en/news?page=2' }),
    );
  });

  it('keeps a mailed link token out of shared caches and Referer headers', () => {
    const link = call({ query: { path: '/pc/pwd-active?token=abc' }, ua: DESKTOP });
    expect(link).toEqual(expect.objectContaining({ status: 301, location: '/pwd-active?token=abc' }));
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.headers['referrer-policy']).toBe('no-referrer');
    expect(call({ query: { path: '/pc/login' }, ua: DESKTOP }).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it("names the build for the root form and the other device's pages", () => {
    expect(call({ query: { path: '/en/news' }, ua: IPHONE }).json).toEqual({
      action: 'serve',
      build: 'mobile',
      pathname: '/en/news',
    });
    const other = call({ query: { path: '/mobile/login' }, ua: DESKTOP });
    expect([other.status, other.json]).toEqual([
      200,
      { action: 'serve', build: 'pc', pathname: '/mobile/login' },
    ]);
    expect(other.headers.vary).toBe('User-Agent');
  });

  it('reads the original path behind a rewrite', () => {
    expect(call({ headers: { 'x-original-uri': '/zh/pc/about' }, ua: DESKTOP }).location).toBe('/zh/about');
    expect(call({ url: '/pc/news', ua: DESKTOP }).location).toBe('/news');
  });

  it('applies /bom, the undecodable-path rule and SITE_AREA=CN', () => {
    expect(call({ query: { path: '/bom' } }).location).toBe('/');
    expect(call({ query: { path: '/news/%E0%A4%A' } }).location).toBe('/news/%25E0%25A4%25A');
    process.env.SITE_AREA = 'CN';
    process.env.SITE_AREA_REDIRECT_URL = 'https://parts.example.com/';
    expect(call({ query: { path: '/news' } }).location).toBe('https://parts.example.com/');
    expect(call({ query: { path: '/zh/rep' } }).status).toBe(200);
    // Client-side navigations fetch page data: refused for closed pages, kept for open ones.
    expect(call({ query: { path: '/page-data/news/page-data.json' } }).status).toBe(403);
    expect(call({ query: { path: '/page-data/rep/page-data.json' } }).status).toBe(200);
    expect(call({ query: { path: '/news/index.html' } }).location).toBe('https://parts.example.com/');
  });

  it('refuses to answer with SITE_AREA=CN and no external URL, saying why', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.SITE_AREA = 'CN';
    delete process.env.SITE_AREA_REDIRECT_URL;
    const answer = call({ query: { path: '/news' } });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({
      code: 500,
      msg: expect.stringContaining('SITE_AREA=CN needs SITE_AREA_REDIRECT_URL'),
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('stays on the site and refuses what is not a site path', () => {
    expect(call({ query: { path: '//evil.example/%E0%A4%A' } }).location).toBe(
      '/evil.example/%25E0%25A4%25A',
    );
    expect(call({ query: { path: 'https://evil.example/' } }).status).toBe(400);
    expect(call({}).status).toBe(400);
    expect(call({ query: { path: '/pc' }, method: 'POST' }).status).toBe(405);
  });
});
