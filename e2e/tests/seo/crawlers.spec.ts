import { expect, test, type Page } from '@playwright/test';
import { HREFLANG, LOCALES, localePrefix } from '@site/routing';
import { pageTypes } from '../a11y/page-types';
import { CMS_URL } from '../editor/strapi-admin';
import { liveReleaseDir, releaseIdOf, searchRelease } from '../../support/release-files';

/** Plain HTTP checks run once, in the desktop project (playwright.config.ts). */
const HTTP_ONLY = '@http-only';

test.describe('files crawlers and browsers ask for', () => {
  test(
    'no page of the live release holds a NUL byte, and a Japanese page arrives without one',
    { tag: HTTP_ONLY },
    async ({ request }) => {
      // React 18.3's stream padded Japanese and Chinese text with NUL bytes at its view
      // boundaries; the HTML parser turns one in an attribute into U+FFFD (render-body.ts).
      const dir = liveReleaseDir();
      const scan = searchRelease(dir, ['\u0000']);
      test
        .info()
        .annotations.push({ type: 'release scan', description: `${releaseIdOf(dir)}: ${scan.files} files` });
      expect(scan.matches['\u0000'].filter((file) => file.endsWith('.html'))).toEqual([]);
      const page = await request.get('/pc/rep/search', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status()).toBe(200);
      const html = await page.text();
      expect(html).toContain('当サイトでは');
      expect(html).not.toContain('\u0000');
      expect(html).not.toContain('\ufffd');
    },
  );

  test(
    "robots.txt names the three languages' sitemaps and the part sitemap index; the favicon, icons and manifests answer",
    { tag: HTTP_ONLY },
    async ({ request, baseURL }) => {
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toContain('text/plain');
      const sitemaps = (await robots.text()).split('\n').filter((line) => line.startsWith('Sitemap: '));
      const paths = sitemaps.map((line) => new URL(line.slice('Sitemap: '.length)).pathname);
      expect(paths).toHaveLength(4);
      expect(paths).toContain('/sitemaps/parts/index.xml');
      for (const path of paths) {
        const sitemap = await request.get(path);
        expect(sitemap.status(), path).toBe(200);
      }
      for (const [path, type] of [
        ['/favicon.ico', 'image/x-icon'],
        ['/icon.svg', 'image/svg+xml'],
        ['/apple-touch-icon.png', 'image/png'],
        ['/icon-192.png', 'image/png'],
        ['/icon-512.png', 'image/png'],
        ['/og-image.png', 'image/png'],
      ]) {
        const answer = await request.get(path);
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['content-type'], path).toContain(type);
      }
      for (const locale of LOCALES) {
        const answer = await request.get(`${localePrefix(locale)}/manifest.webmanifest`);
        expect(answer.status()).toBe(200);
        const manifest = await answer.json();
        expect(manifest.start_url).toBe(localePrefix(locale) || '/');
        expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
      }
      expect(baseURL).toBeTruthy();
    },
  );
});

async function headOf(page: Page) {
  return page.evaluate(() => ({
    meta: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name'),
        m.getAttribute('content'),
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  }));
}

test.describe('sharing tags, structured data and language links', () => {
  test('every indexable page type has Open Graph and Twitter tags; detail pages their JSON-LD', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const type of await pageTypes(request, 'en')) {
      await page.goto(type.path);
      const head = await headOf(page);
      const noindex = await page.locator('meta[name="robots"][content*="noindex"]').count();
      if (noindex || type.notFound) {
        expect(head.meta['og:title'], type.path).toBeUndefined();
        continue;
      }
      for (const key of [
        'og:title',
        'og:description',
        'og:image',
        'og:url',
        'og:locale',
        'twitter:card',
        'twitter:image',
      ]) {
        expect(head.meta[key], `${type.path} ${key}`).toBeTruthy();
      }
      expect(head.meta['og:locale']).toBe('en_US');
      const types = head.jsonLd.map((block) => block['@type']);
      const expected: Record<string, string[]> = {
        home: ['WebSite'],
        'news detail': ['NewsArticle', 'BreadcrumbList'],
        'brand detail': ['Organization', 'BreadcrumbList'],
        'org detail': ['Organization', 'BreadcrumbList'],
        'announce detail': ['BreadcrumbList'],
        // Server-rendered from the parts store (decision 095): the part, or both parts of a pair.
        part: ['Product', 'BreadcrumbList'],
        comparison: ['Product', 'Product', 'BreadcrumbList'],
      };
      expect(types, type.path).toEqual(expected[type.name] ?? []);
      // The sharing image loads (from wherever it is today).
      const image = await request.get(head.meta['og:image']!);
      expect(image.status(), head.meta['og:image']).toBe(200);
    }
  });

  test('every sharing image is served by the site itself', async ({ page, request }) => {
    // CMS images (news covers, brand logos) are part of the build (decision 045).
    test.setTimeout(120_000);
    for (const type of await pageTypes(request, 'en')) {
      await page.goto(type.path);
      const head = await headOf(page);
      if (!head.meta['og:image']) continue;
      const url = new URL(head.meta['og:image']);
      expect(url.pathname, head.meta['og:image']).not.toMatch(/^\/uploads\//);
      const image = await request.get(url.pathname);
      expect(image.status(), head.meta['og:image']).toBe(200);
      expect(image.headers()['content-type'], head.meta['og:image']).toMatch(/^image\//);
    }
  });

  test('a members-only article says so in its JSON-LD and carries no body there', async ({ page }) => {
    await page.goto('/en/news');
    const membersOnly = page
      .locator('li, article')
      .filter({ hasText: /Members only/ })
      .locator('a[href*="/news/"]')
      .first();
    await expect(membersOnly).toBeVisible();
    await membersOnly.click();
    await page.waitForLoadState('networkidle');
    const news = (await headOf(page)).jsonLd.find((block) => block['@type'] === 'NewsArticle');
    expect(news).toMatchObject({ isAccessibleForFree: false, hasPart: { isAccessibleForFree: false } });
    expect(news.articleBody).toBeUndefined();
    await expect(page.locator(news.hasPart.cssSelector)).toHaveCount(1);
  });

  test('the language switch is links to the versions that exist, keeping the query and the layout', async ({
    page,
  }, info) => {
    const device = info.project.name === 'phone' ? 'mobile' : 'pc';
    await page.goto('/en/news?year=2024');
    const alternates = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
    );
    expect(alternates).toEqual(expect.arrayContaining(LOCALES.map((locale) => HREFLANG[locale])));
    const nav = page.getByRole('navigation', { name: 'Language' });
    // On a phone the language links are in the header's menu.
    if (device === 'mobile') await page.locator('header button[aria-controls]').click();
    await expect(nav.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/zh/news' && url.search === '?year=2024');
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', device);
  });
});

interface ImageFacts {
  src: string;
  /** src, every srcset candidate and every <source> srcset candidate of its <picture>, absolute. */
  urls: string[];
  width: string | null;
  height: string | null;
  complete: boolean;
  naturalWidth: number;
  visible: boolean;
}

/** The CMS by either loopback name: no page may link to it or load from it. */
const CMS_ORIGINS = [new URL(CMS_URL).origin, new URL(CMS_URL).origin.replace('//localhost', '//127.0.0.1')];

/** Every picture of the page as the browser has it, and every other file a media element or link names. */
function pictureFacts(page: Page) {
  return page.evaluate((cmsOrigins) => {
    const absolute = (url: string) => new URL(url, document.baseURI).href;
    const candidates = (srcset: string | null) =>
      (srcset ?? '')
        .split(',')
        .map((part) => part.trim().split(/\s+/)[0])
        .filter(Boolean);
    const images = [...document.images].map((img) => {
      const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
      const sources = picture ? [...picture.querySelectorAll('source')] : [];
      return {
        src: img.currentSrc || img.src,
        urls: [
          img.getAttribute('src') ?? '',
          ...candidates(img.getAttribute('srcset')),
          ...sources.flatMap((source) => candidates(source.getAttribute('srcset'))),
        ]
          .filter(Boolean)
          .map(absolute),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        complete: img.complete,
        naturalWidth: img.naturalWidth,
        visible: img.checkVisibility(),
      };
    });
    const files = [
      ...[...document.querySelectorAll('video[poster]')].map((video) => video.getAttribute('poster')!),
      ...[...document.querySelectorAll('video[src], video source[src], audio[src], audio source[src]')].map(
        (media) => media.getAttribute('src')!,
      ),
      // Files the site links (the guide, material files, links in rich text), and any link to the
      // CMS. Other sites' files are theirs: a maker's datasheet may well sit under its /uploads/.
      ...[...document.querySelectorAll('a[href]')]
        .map((link) => new URL(absolute(link.getAttribute('href')!)))
        .filter(
          (url) =>
            (url.origin === location.origin && /^\/(?:media|uploads)\//.test(url.pathname)) ||
            cmsOrigins.includes(url.origin),
        )
        .map((url) => url.href),
    ].map(absolute);
    return { images, files };
  }, CMS_ORIGINS);
}

test.describe('images', () => {
  test('every image on every page type loads from the site, with its size, under the enforced CSP', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const site = new URL(baseURL!).origin;
    // Nothing a visitor's browser asks for may leave the site: the CMS above all.
    const offSite: string[] = [];
    const refused: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== site)
        offSite.push(`${page.url()} -> ${req.url()}`);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
    const checked = new Map<string, number>();
    /** Each file once: it answers 200 from the site with the expected kind of content. */
    const expectServed = async (url: string, kind: RegExp, where: string) => {
      expect(new URL(url).origin, `${where}: ${url}`).toBe(site);
      expect(new URL(url).pathname, `${where}: ${url}`).not.toMatch(/^\/uploads\//);
      if (!checked.has(url)) {
        const answer = await request.get(new URL(url).pathname);
        checked.set(url, answer.status());
        expect(answer.status(), `${where}: ${url}`).toBe(200);
        expect(answer.headers()['content-type'], `${where}: ${url}`).toMatch(kind);
      }
    };

    let cmsImages = 0;
    for (const type of await pageTypes(request, 'en')) {
      const response = await page.goto(type.path);
      expect(response?.status(), type.path).toBe(type.notFound ? 404 : 200);
      await page.waitForLoadState('networkidle');
      // Lazy pictures load as they come near the viewport: bring each visible one there.
      const images = page.locator('img');
      for (let i = 0, count = await images.count(); i < count; i += 1) {
        const image = images.nth(i);
        if (await image.isVisible()) await image.scrollIntoViewIfNeeded();
      }
      await expect
        .poll(
          async () =>
            (await pictureFacts(page)).images
              .filter((img) => img.visible && !img.complete)
              .map((img) => img.src),
          { message: `${type.path}: pictures still loading`, timeout: 15_000 },
        )
        .toEqual([]);

      const facts = await pictureFacts(page);
      for (const img of facts.images as ImageFacts[]) {
        const where = `${type.name} (${type.path})`;
        if (img.visible) expect(img.naturalWidth, `${where}: ${img.src} did not load`).toBeGreaterThan(0);
        expect(img.src, `${where}: an image without an address`).toBeTruthy();
        if (new URL(img.src).pathname.startsWith('/media/')) {
          cmsImages += 1;
          // No CMS image without its size: the page keeps its place while it loads.
          expect(Number(img.width), `${where}: width of ${img.src}`).toBeGreaterThan(0);
          expect(Number(img.height), `${where}: height of ${img.src}`).toBeGreaterThan(0);
        }
        // Every size the browser may pick (a hidden picture's too) is there.
        for (const url of img.urls) await expectServed(url, /^image\//, where);
      }
      for (const url of facts.files) await expectServed(url, /./, `${type.name} (${type.path})`);
    }
    expect(cmsImages, 'pictures from the CMS on the page types (brand logos, news covers)').toBeGreaterThan(
      0,
    );
    expect(refused, 'CSP refusals').toEqual([]);
    expect(offSite, 'requests that left the site').toEqual([]);
  });
});

test.describe('first screen', () => {
  test('home: the substitute-search tile is a band, not a tall empty box', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the tiles stack on a phone');
    await page.goto('/en');
    const tile = await page.getByTestId('home-tile-rep').boundingBox();
    const news = await page.getByTestId('home-tile-news').boundingBox();
    expect(tile && news).toBeTruthy();
    expect(tile!.height).toBeLessThan(news!.height);
    expect(tile!.y + tile!.height).toBeLessThanOrEqual(news!.y);
    // The subtitle says something the title does not: it used to repeat it.
    const title = await page.locator('main h1').first().innerText();
    const subtitle = await page.locator('main h1 + p').first().innerText();
    expect(subtitle.toLowerCase().startsWith(title.toLowerCase())).toBe(false);
  });

  test('phone: a part search with a query shows results on the first screen, clear of the cookie banner', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'phones only');
    await page.goto('/en/rep/search?q=LM358');
    const first = page.getByTestId('part-result').first();
    await expect(first).toBeVisible();
    const viewport = page.viewportSize()!;
    const result = (await first.boundingBox())!;
    expect(result.y, 'first result starts on the first screen').toBeLessThan(viewport.height * 0.75);
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox())!;
    const submit = (await page.getByRole('search').getByRole('button', { name: 'Search' }).boundingBox())!;
    expect(submit.y + submit.height, 'the search button is above the banner').toBeLessThanOrEqual(
      bannerBox.y,
    );
    expect(result.y, 'the first result starts above the banner').toBeLessThan(bannerBox.y);
  });

  test('phone: the main action of a form page scrolls clear of the cookie banner', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phones only');
    for (const [path, name] of [
      ['/en/login', 'Log in'],
      ['/en/register', 'Register'],
      ['/en/contact', 'Confirm'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('region', { name: /cookie/i });
      await expect(banner).toBeVisible();
      const action = page.getByRole('main').getByRole('button', { name, exact: true }).last();
      await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const box = (await action.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(box.y + box.height, `${path}: main action above the banner`).toBeLessThanOrEqual(
        bannerBox.y + 1,
      );
    }
  });
});
