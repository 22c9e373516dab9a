import fs from 'node:fs';
import path from 'node:path';
import { siteAreaOptions } from '@site/routing';

/**
 * Adapts deploy/nginx/site.conf to a host: release root, listen address, upstreams, CMS
 * origin, CN area. Every setting replaces one known line; a line that is not found is an
 * error, so the template and this script cannot drift apart silently.
 */
export interface SiteConfOptions {
  /** Folder of the releases and the `current` link (default /srv/site). */
  root?: string;
  /** nginx `listen` value (default 80). */
  listen?: string;
  /**
   * host:port of the website API (default 127.0.0.1:8080); several instances comma-separated,
   * one `server` line each in `upstream website_api`.
   */
  api?: string;
  /** host:port of the Node site server, for /__rebuild and the part pages (default 127.0.0.1:8000). */
  control?: string;
  /**
   * host:port of the Node site server that renders the part and comparison pages and the part
   * sitemaps (default: `control`), where /__rebuild goes elsewhere (a builder of its own).
   */
  renderer?: string;
  cmsOrigin?: string;
  /** `CN` (SITE_AREA) limits the site to the CN area; it needs `siteAreaRedirect`. */
  siteArea?: string;
  /** External URL for SITE_AREA=CN; empty keeps the whole site open. */
  siteAreaRedirect?: string;
  /** Leave out brotli_static where the module is not installed. */
  brotli?: boolean;
  /** Folder of the access and error logs (default /var/log/nginx). */
  logDir?: string;
  /**
   * Folder of the part pages' cache (default /var/lib/nginx/site-part-pages; beside the logs,
   * in `part-page-cache`, when `logDir` is given).
   */
  cacheDir?: string;
  /** The website API's API_PROXY_SECRET, sent as X-Proxy-Secret (default: none sent). */
  apiProxySecret?: string;
}

export const SITE_CONF = path.join(__dirname, 'site.conf');

function replaceOnce(text: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? text.includes(search) : search.test(text);
  if (!found) throw new Error(`site.conf: ${String(search)} not found`);
  return text.replace(search, () => replacement);
}

function nginxString(value: string): string {
  if (/["\\$\s;{}]/.test(value)) throw new Error(`unsafe value for nginx config: ${value}`);
  return `"${value}"`;
}

export function renderSiteConf(
  options: SiteConfOptions,
  template = fs.readFileSync(SITE_CONF, 'utf8'),
): string {
  // SITE_AREA=CN without the external URL would leave every path open: refused.
  if (options.siteArea) siteAreaOptions(options.siteArea, options.siteAreaRedirect);
  let text = template;
  if (options.root) text = text.replaceAll('/srv/site/', `${options.root.replace(/\/+$/, '')}/`);
  if (options.logDir) {
    if (!text.includes('/var/log/nginx/')) throw new Error('site.conf: /var/log/nginx/ not found');
    text = text.replaceAll('/var/log/nginx/', `${options.logDir.replace(/\/+$/, '')}/`);
  }
  if (options.listen) text = replaceOnce(text, '    listen 80;', `    listen ${options.listen};`);
  if (options.api) {
    const servers = options.api
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean);
    for (const server of servers) {
      if (!/^[A-Za-z0-9.:[\]_-]+$/.test(server)) throw new Error(`unsafe value for nginx config: ${server}`);
    }
    text = replaceOnce(
      text,
      'server 127.0.0.1:8080;',
      servers.map((server) => `server ${server};`).join('\n    '),
    );
  }
  // The rebuild endpoint and the part page renderer: the same server unless `renderer` is given.
  const upstreams = { site_control: options.control, site_renderer: options.renderer ?? options.control };
  for (const [name, server] of Object.entries(upstreams)) {
    if (!server) continue;
    if (!/^[A-Za-z0-9.:[\]_-]+$/.test(server)) throw new Error(`unsafe value for nginx config: ${server}`);
    text = replaceOnce(
      text,
      new RegExp(`upstream ${name} \\{\\s*server 127\\.0\\.0\\.1:8000;`),
      `upstream ${name} {\n    server ${server};`,
    );
  }
  const cacheDir =
    options.cacheDir ?? (options.logDir ? path.join(options.logDir, 'part-page-cache') : undefined);
  if (cacheDir) {
    text = replaceOnce(text, '/var/lib/nginx/site-part-pages ', `${cacheDir.replace(/\/+$/, '')} `);
  }
  if (options.cmsOrigin) {
    text = replaceOnce(
      text,
      'default "http://localhost:1337";',
      `default ${nginxString(new URL(options.cmsOrigin).origin)};`,
    );
  }
  if (options.siteAreaRedirect) {
    text = replaceOnce(
      text,
      /map "" \$site_area_redirect \{\n {4}default "";/,
      `map "" $site_area_redirect {\n    default ${nginxString(options.siteAreaRedirect)};`,
    );
  }
  if (options.apiProxySecret) {
    if (options.apiProxySecret.length < 16) throw new Error('apiProxySecret: at least 16 characters');
    text = replaceOnce(
      text,
      /map "" \$api_proxy_secret \{\n {4}default "";/,
      `map "" $api_proxy_secret {\n    default ${nginxString(options.apiProxySecret)};`,
    );
  }
  if (options.brotli === false) text = replaceOnce(text, '    brotli_static on;\n', '');
  return text;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const options: Record<string, string | boolean> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '');
    const value = args[i + 1];
    if (!name || value === undefined) {
      process.stderr.write(
        'usage: npx tsx deploy/nginx/render-site-conf.ts [--root DIR] [--listen ADDR] [--api HOST:PORT[,HOST:PORT…]] ' +
          '[--control HOST:PORT] [--renderer HOST:PORT] [--cmsOrigin URL] [--siteArea CN --siteAreaRedirect URL] [--brotli false] [--logDir DIR] [--cacheDir DIR] ' +
          '[--apiProxySecret SECRET]\n',
      );
      process.exit(2);
    }
    options[name] = name === 'brotli' ? value !== 'false' : value;
  }
  try {
    process.stdout.write(renderSiteConf(options as SiteConfOptions));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
