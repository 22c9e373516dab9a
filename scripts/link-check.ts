/**
 * Link check of a running site, as a reader's crawler sees it: every page the sitemaps list
 * (robots.txt names them; a sitemap index is followed), fetched with a desktop and a phone
 * agent (the device rule serves each its layout), and every internal `href` on those pages
 * (`<a>`, `<area>`, `<link>`) fetched with the same agent. A link passes when it answers 200,
 * or redirects (at most five times) to an answer of 200. Internal means on the address checked
 * or on the site's configured origin (the one the sitemaps are written with). Prints the count
 * of pages and links checked and every broken link with a few pages it is on; exits 1 on any.
 *
 * The part sitemaps (the site server streams them from the parts store: hundreds of thousands of
 * pages from one renderer) are sampled instead: the first LINK_CHECK_PART_PAGES pages of each
 * part sitemap file (default 20), read without loading the rest of the file.
 *
 * Usage: npx tsx scripts/link-check.ts [site address]   (default http://127.0.0.1:$PORT, 8000)
 * LINK_CHECK_CONCURRENCY: requests at a time (default 6).
 */
import { PART_SITEMAP_DIR } from '../src/features/parts/part-page-data';

/** The agents of the two layouts (e2e/support/agents.ts: desktop and iphone). */
export const LINK_CHECK_AGENTS = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;
export type AgentName = keyof typeof LINK_CHECK_AGENTS;

const MAX_REDIRECTS = 5;
/** Pages named for each broken link in the report. */
const PAGES_PER_BROKEN_LINK = 3;

export interface LinkCheckOptions {
  /** The address requests go to: `http://127.0.0.1:8000`. */
  base: string;
  concurrency?: number;
  agents?: Partial<Record<AgentName, string>>;
  fetch?: typeof fetch;
  /** Sitemaps under this path are sampled: their first `pages` pages only. */
  sample?: { under: string; pages: number };
}

export interface BrokenLink {
  agent: AgentName;
  /** The link as a path on the site (`/zh/zh/brand/acme`). */
  target: string;
  /** Last status, or the error when there was no answer; with the redirects followed. */
  answer: string;
  /** Pages it was found on (the first few), and on how many in all. */
  pages: string[];
  pageCount: number;
}

export interface LinkCheckResult {
  /** Page URLs taken from the sitemaps (all of each, or the sample of a sampled one). */
  sitemapPages: number;
  /** Of those, pages taken from sampled sitemaps, and how many sitemaps were sampled. */
  sampledPages: number;
  sampledSitemaps: number;
  /** Pages fetched: each listed page once per agent. */
  pages: number;
  /** Distinct internal link targets on those pages (paths with query). */
  links: number;
  /** Requests made for them: one per agent and target. */
  linkChecks: number;
  /** Listed pages that did not answer 200 with HTML themselves. */
  brokenPages: BrokenLink[];
  brokenLinks: BrokenLink[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** `<loc>` entries of a sitemap or sitemap index. */
export function sitemapLocations(xml: string): { pages: string[]; sitemaps: string[] } {
  const locs = (container: string) =>
    [...xml.matchAll(new RegExp(`<${container}>\\s*<loc>([^<]+)</loc>`, 'g'))].map((m) =>
      decodeEntities(m[1].trim()),
    );
  return { pages: locs('url'), sitemaps: locs('sitemap') };
}

/**
 * The `href` values of a page's `<a>`, `<area>` and `<link>` elements, resolved against the
 * page's URL; comments and scripts are left out, fragments dropped.
 */
export function pageLinks(html: string, pageUrl: string): string[] {
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const links: string[] = [];
  for (const tag of text.matchAll(/<(?:a|area|link)\s[^>]*>/gi)) {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    if (!href) continue;
    const value = decodeEntities((href[1] ?? href[2] ?? href[3]).trim());
    if (!value || value.startsWith('#')) continue;
    try {
      const url = new URL(value, pageUrl);
      url.hash = '';
      links.push(url.href);
    } catch {
      // An address no browser could open is a broken link too: kept as written.
      links.push(value);
    }
  }
  return links;
}

/** Runs `work` on every item with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

interface Answer {
  ok: boolean;
  status: string;
  body?: string;
  contentType?: string;
}

/** The body up to the end of its `count`-th `</url>` (all of it when shorter); the rest is not read. */
async function firstEntries(response: Response, count: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let found = 0;
  let searchFrom = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
    for (let at = text.indexOf('</url>', searchFrom); at !== -1; at = text.indexOf('</url>', at + 1)) {
      found += 1;
      searchFrom = at + 1;
      if (found === count) {
        await reader.cancel();
        return text.slice(0, at + '</url>'.length);
      }
    }
    searchFrom = Math.max(searchFrom, text.length - '</url>'.length);
  }
}

/**
 * Checks the site at `options.base`. The sitemaps' own origin (the configured site URL) is read
 * as the same site: its addresses are fetched from `base`.
 */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckResult> {
  const doFetch = options.fetch ?? fetch;
  const base = new URL(options.base);
  const agents = { ...LINK_CHECK_AGENTS, ...options.agents };
  const agentNames = Object.keys(agents) as AgentName[];
  const concurrency = options.concurrency ?? 6;
  const siteOrigins = new Set([base.origin]);

  /** The path (with query) of an internal address, or null for another site's. */
  const internalPath = (address: string): string | null => {
    let url: URL;
    try {
      url = new URL(address, base);
    } catch {
      return address.startsWith('/') ? address : null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return siteOrigins.has(url.origin) ? url.pathname + url.search : null;
  };

  /**
   * GET with the agent, following redirects on the site; 200 at the end passes. `keepBody` keeps
   * the body, or only its first `urls` sitemap entries.
   */
  const request = async (
    pathWithQuery: string,
    agent: AgentName,
    keepBody: boolean | { urls: number },
  ): Promise<Answer> => {
    const chain: string[] = [];
    let current = new URL(pathWithQuery, base);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      let response: Response;
      try {
        response = await doFetch(current, { redirect: 'manual', headers: { 'user-agent': agents[agent] } });
      } catch (error) {
        return { ok: false, status: [...chain, `no answer (${(error as Error).message})`].join(' → ') };
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        chain.push(`${response.status} ${location}`);
        const next = new URL(location, current);
        // A redirect off the site ends the check there: the target is another site's to answer.
        if (!siteOrigins.has(next.origin)) return { ok: true, status: chain.join(' → ') };
        current = new URL(next.pathname + next.search, base);
        continue;
      }
      const ok = response.status === 200;
      let body: string | undefined;
      if (!ok || !keepBody) await response.body?.cancel();
      else body = keepBody === true ? await response.text() : await firstEntries(response, keepBody.urls);
      return {
        ok,
        status: [...chain, String(response.status)].join(' → '),
        body,
        contentType: response.headers.get('content-type') ?? '',
      };
    }
    return { ok: false, status: [...chain, `more than ${MAX_REDIRECTS} redirects`].join(' → ') };
  };

  // Sitemaps: those robots.txt names, else the three languages' (site-build/sitemaps.ts).
  const robots = await request('/robots.txt', 'desktop', true);
  const named = robots.ok
    ? [...(robots.body ?? '').matchAll(/^sitemap:\s*(\S+)/gim)].map((m) => m[1])
    : ['/sitemap.xml', '/zh/sitemap.xml', '/en/sitemap.xml'];
  for (const address of named) siteOrigins.add(new URL(address, base).origin);
  const pageUrls = new Set<string>();
  let sampledPages = 0;
  let sampledSitemaps = 0;
  const brokenPages: BrokenLink[] = [];
  const pending = [...named];
  const seenSitemaps = new Set<string>();
  while (pending.length) {
    const address = pending.shift()!;
    const sitemapPath = internalPath(address);
    if (sitemapPath === null || seenSitemaps.has(sitemapPath)) continue;
    seenSitemaps.add(sitemapPath);
    const sampled = options.sample !== undefined && sitemapPath.startsWith(options.sample.under);
    const answer = await request(sitemapPath, 'desktop', sampled ? { urls: options.sample!.pages } : true);
    if (!answer.ok) {
      brokenPages.push({
        agent: 'desktop',
        target: sitemapPath,
        answer: answer.status,
        pages: [],
        pageCount: 0,
      });
      continue;
    }
    const { pages, sitemaps } = sitemapLocations(answer.body ?? '');
    pending.push(...sitemaps);
    if (sampled && pages.length) sampledSitemaps += 1;
    for (const page of pages) {
      const pagePath = internalPath(page);
      if (pagePath === null || pageUrls.has(pagePath)) continue;
      pageUrls.add(pagePath);
      if (sampled) sampledPages += 1;
    }
  }

  // Pages, in each layout; every internal link on them, with the pages it is on.
  const linkedFrom = new Map<AgentName, Map<string, string[]>>(agentNames.map((a) => [a, new Map()]));
  const jobs = agentNames.flatMap((agent) => [...pageUrls].map((page) => ({ agent, page })));
  await eachLimited(jobs, concurrency, async ({ agent, page }) => {
    const answer = await request(page, agent, true);
    if (!answer.ok || !answer.contentType?.includes('text/html')) {
      brokenPages.push({
        agent,
        target: page,
        answer: answer.ok ? `200 with ${answer.contentType || 'no content type'}` : answer.status,
        pages: [],
        pageCount: 0,
      });
      return;
    }
    const targets = linkedFrom.get(agent)!;
    for (const link of new Set(pageLinks(answer.body ?? '', new URL(page, base).href))) {
      const target = internalPath(link);
      if (target === null) continue;
      const on = targets.get(target);
      if (on) on.push(page);
      else targets.set(target, [page]);
    }
  });

  const checks = agentNames.flatMap((agent) =>
    [...linkedFrom.get(agent)!.keys()].map((target) => ({ agent, target })),
  );
  const brokenLinks: BrokenLink[] = [];
  await eachLimited(checks, concurrency, async ({ agent, target }) => {
    const answer = await request(target, agent, false);
    if (answer.ok) return;
    const pages = linkedFrom.get(agent)!.get(target)!;
    brokenLinks.push({
      agent,
      target,
      answer: answer.status,
      pages: pages.slice(0, PAGES_PER_BROKEN_LINK),
      pageCount: pages.length,
    });
  });
  const order = (a: BrokenLink, b: BrokenLink) =>
    a.target.localeCompare(b.target) || a.agent.localeCompare(b.agent);
  return {
    sitemapPages: pageUrls.size,
    sampledPages,
    sampledSitemaps,
    pages: jobs.length,
    links: new Set(checks.map((check) => check.target)).size,
    linkChecks: checks.length,
    brokenPages: brokenPages.sort(order),
    brokenLinks: brokenLinks.sort(order),
  };
}

export function formatLinkCheck(result: LinkCheckResult): string {
  const lines = [
    `link check: ${result.pages} pages (${result.sitemapPages} sitemap URLs × ${result.pages / Math.max(1, result.sitemapPages)} layouts), ` +
      `${result.links} distinct internal links (${result.linkChecks} requests), ` +
      `${result.brokenPages.length} broken pages, ${result.brokenLinks.length} broken links`,
  ];
  if (result.sampledSitemaps > 0) {
    lines.push(
      `  of the sitemap URLs, ${result.sampledPages} are the first pages of ${result.sampledSitemaps} sampled part sitemaps`,
    );
  }
  for (const page of result.brokenPages) lines.push(`  page ${page.target} [${page.agent}]: ${page.answer}`);
  const targets = new Set(result.brokenLinks.map((link) => link.target));
  if (targets.size) lines.push(`  ${targets.size} broken link targets:`);
  for (const link of result.brokenLinks) {
    const more = link.pageCount > link.pages.length ? ` and ${link.pageCount - link.pages.length} more` : '';
    lines.push(`  ${link.target} [${link.agent}]: ${link.answer}, on ${link.pages.join(', ')}${more}`);
  }
  return lines.join('\n');
}

/** The check fails on any broken page or link, and when the sitemaps listed no page at all. */
export function linkCheckPassed(result: LinkCheckResult): boolean {
  return result.sitemapPages > 0 && result.brokenPages.length === 0 && result.brokenLinks.length === 0;
}

if (require.main === module) {
  const [base = `http://127.0.0.1:${process.env.PORT || 8000}`, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || base.startsWith('-')) {
    console.error('usage: npx tsx scripts/link-check.ts [site address]');
    process.exit(2);
  }
  const concurrency = Number(process.env.LINK_CHECK_CONCURRENCY) || undefined;
  const partPages = Number(process.env.LINK_CHECK_PART_PAGES) || 20;
  checkLinks({ base, concurrency, sample: { under: `${PART_SITEMAP_DIR}/`, pages: partPages } }).then(
    (result) => {
      const text = formatLinkCheck(result);
      if (!linkCheckPassed(result)) {
        console.error(text);
        if (result.sitemapPages === 0) console.error('The sitemaps listed no page: nothing was checked.');
        process.exit(1);
      }
      console.log(text);
    },
    (error: unknown) => {
      console.error('link check could not run:', error);
      process.exit(1);
    },
  );
}
