import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkLinks, formatLinkCheck, linkCheckPassed, pageLinks, sitemapLocations } from './link-check';

/**
 * A small site with the device rule: phone agents get the mobile layout, `/pc/…` redirects a
 * desktop agent to the root form. Its sitemaps name the configured origin, not the served one.
 */
function startSite(pages: Record<string, string | ((agent: string) => string)>) {
  const SITE = 'https://www.example.com';
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const phone = /iPhone/.test(req.headers['user-agent'] ?? '');
    seen.push(`${phone ? 'phone' : 'desktop'} ${url.pathname}${url.search}`);
    if (url.pathname === '/robots.txt') {
      res.end(`User-agent: *\nSitemap: ${SITE}/sitemap.xml\nSitemap: ${SITE}/zh/sitemap.xml\n`);
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      res.setHeader('content-type', 'application/xml');
      res.end(
        `<?xml version="1.0"?><sitemapindex><sitemap><loc>${SITE}/sitemaps/jp/sitemap-0.xml</loc></sitemap></sitemapindex>`,
      );
      return;
    }
    if (url.pathname === '/sitemaps/jp/sitemap-0.xml') {
      res.end(
        `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/news?page=1&amp;x=2</loc></url></urlset>`,
      );
      return;
    }
    if (url.pathname === '/zh/sitemap.xml') {
      res.end(`<urlset><url><loc>${SITE}/zh/news/a</loc></url></urlset>`);
      return;
    }
    if (url.pathname.startsWith('/pc/') && !phone) {
      res.writeHead(301, { location: url.pathname.slice(3) });
      res.end();
      return;
    }
    if (url.pathname === '/moved') {
      res.writeHead(302, { location: `${SITE}/zh/news/a` });
      res.end();
      return;
    }
    const page = pages[url.pathname];
    if (page === undefined) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(typeof page === 'function' ? page(phone ? 'phone' : 'desktop') : page);
  });
  return new Promise<{ base: string; seen: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('link check', () => {
  it('reads page addresses from sitemaps and sitemap indexes', () => {
    expect(
      sitemapLocations('<urlset><url><loc>https://a.example/x?y=1&amp;z=2</loc></url></urlset>').pages,
    ).toEqual(['https://a.example/x?y=1&z=2']);
    expect(
      sitemapLocations('<sitemapindex><sitemap><loc>https://a.example/s.xml</loc></sitemap></sitemapindex>'),
    ).toEqual({ pages: [], sitemaps: ['https://a.example/s.xml'] });
  });

  it('finds the hrefs of links, areas and link elements, not of scripts or comments', () => {
    const html =
      '<link rel="canonical" href="https://www.example.com/zh/news"><a href="/zh/zh/brand/acme">x</a>' +
      "<a class='c' href='brand/b?q=1&amp;r=2#top'>y</a><a href=#main>skip</a><area href=/map>" +
      '<!-- <a href="/commented">--><script>const a = "<a href=\\"/in-script\\">";</script>';
    expect(pageLinks(html, 'http://127.0.0.1:8000/zh/news/')).toEqual([
      'https://www.example.com/zh/news',
      'http://127.0.0.1:8000/zh/zh/brand/acme',
      'http://127.0.0.1:8000/zh/news/brand/b?q=1&r=2',
      'http://127.0.0.1:8000/map',
    ]);
  });

  it('passes a site whose every internal link answers 200, directly or after redirects', async () => {
    const site = await startSite({
      '/': (agent) =>
        `<a href="/news?page=1&amp;x=2">n</a><a href="/pc/about">desktop layout</a><a href="/moved">m</a>` +
        `<a href="https://other.example/missing">other site</a><a href="mailto:a@example.com">mail</a>` +
        `<link rel="alternate" href="https://www.example.com/zh/news/a"><p>${agent}</p>`,
      '/news': '<a href="/">home</a>',
      '/about': 'about',
      '/pc/about': 'desktop about, for phones',
      '/zh/news/a': '<a href="/zh/news/a#top">self</a>',
    });
    try {
      const result = await checkLinks({ base: site.base, concurrency: 3 });
      expect(result).toMatchObject({
        sitemapPages: 3,
        pages: 6,
        brokenPages: [],
        brokenLinks: [],
      });
      // '/news?page=1&x=2', '/pc/about', '/moved', '/zh/news/a', '/'.
      expect(result.links).toBe(5);
      expect(linkCheckPassed(result)).toBe(true);
      // Both layouts were fetched, and no other site was.
      expect(site.seen).toContain('phone /pc/about');
      expect(site.seen).toContain('desktop /about');
      expect(formatLinkCheck(result)).toMatch(
        /^link check: 6 pages \(3 sitemap URLs × 2 layouts\), 5 distinct/,
      );
    } finally {
      await site.close();
    }
  });

  it('fails on a link that answers 404, in the layout it is in, naming the pages it is on', async () => {
    const site = await startSite({
      '/': (agent) => (agent === 'phone' ? '<a href="/zh/zh/brand/acme">b</a>' : '<a href="/news">n</a>'),
      '/news': '<a href="/pc/gone">gone</a>',
      '/zh/news/a': '<a href="/zh/zh/brand/acme">b</a>',
    });
    try {
      const result = await checkLinks({ base: site.base });
      expect(linkCheckPassed(result)).toBe(false);
      expect(result.brokenLinks).toEqual([
        {
          agent: 'desktop',
          target: '/pc/gone',
          answer: '301 /gone → 404',
          pages: ['/news?page=1&x=2'],
          pageCount: 1,
        },
        { agent: 'phone', target: '/pc/gone', answer: '404', pages: ['/news?page=1&x=2'], pageCount: 1 },
        {
          agent: 'desktop',
          target: '/zh/zh/brand/acme',
          answer: '404',
          pages: ['/zh/news/a'],
          pageCount: 1,
        },
        {
          agent: 'phone',
          target: '/zh/zh/brand/acme',
          answer: '404',
          pages: expect.arrayContaining(['/', '/zh/news/a']),
          pageCount: 2,
        },
      ]);
      expect(formatLinkCheck(result)).toContain('2 broken link targets:');
    } finally {
      await site.close();
    }
  });

  it('fails when a listed page is missing or the sitemaps list nothing', async () => {
    const site = await startSite({ '/': 'home', '/news': 'news' });
    try {
      const result = await checkLinks({ base: site.base });
      expect(result.brokenPages.map((page) => `${page.agent} ${page.target} ${page.answer}`)).toEqual([
        'desktop /zh/news/a 404',
        'phone /zh/news/a 404',
      ]);
      expect(linkCheckPassed(result)).toBe(false);
    } finally {
      await site.close();
    }
    expect(
      linkCheckPassed({
        sitemapPages: 0,
        sampledPages: 0,
        sampledSitemaps: 0,
        pages: 0,
        links: 0,
        linkChecks: 0,
        brokenPages: [],
        brokenLinks: [],
      }),
    ).toBe(false);
  });

  it('samples the first pages of sitemaps under the sampled path, without reading the rest', async () => {
    const parts = Array.from({ length: 5000 }, (_, i) => `<url><loc>http://SITE/rep/part/p${i}</loc></url>`);
    let served = 0;
    const server = http.createServer((req, res) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const url = new URL(req.url!, base);
      if (url.pathname === '/robots.txt') {
        res.end(`Sitemap: ${base}/sitemap.xml\nSitemap: ${base}/sitemaps/parts/index.xml\n`);
      } else if (url.pathname === '/sitemap.xml') {
        res.end(`<urlset><url><loc>${base}/</loc></url></urlset>`);
      } else if (url.pathname === '/sitemaps/parts/index.xml') {
        res.end(`<sitemapindex><sitemap><loc>${base}/sitemaps/parts/jp-0.xml</loc></sitemap></sitemapindex>`);
      } else if (url.pathname === '/sitemaps/parts/jp-0.xml') {
        // Written in pieces, as the server streams it: the check stops reading after its sample.
        res.write('<urlset>');
        const write = (from: number) => {
          if (from >= parts.length || res.destroyed) return res.end('</urlset>');
          served = from + 100;
          res.write(
            parts
              .slice(from, from + 100)
              .join('')
              .replaceAll('http://SITE', base),
          );
          setTimeout(() => write(from + 100), 5);
        };
        write(0);
      } else {
        res.setHeader('content-type', 'text/html');
        res.end('<a href="/">home</a>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await checkLinks({ base, sample: { under: '/sitemaps/parts/', pages: 3 } });
      expect(result).toMatchObject({ sitemapPages: 4, sampledPages: 3, sampledSitemaps: 1, pages: 8 });
      expect(linkCheckPassed(result)).toBe(true);
      expect(formatLinkCheck(result)).toContain('3 are the first pages of 1 sampled part sitemaps');
      expect(served).toBeLessThan(parts.length);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
