import http from 'http';
import type { AddressInfo } from 'net';

export interface FakeItem {
  collection: 'news-articles' | 'brands' | 'enterprises';
  locale: 'ja' | 'zh' | 'en';
  fields: Record<string, unknown>;
}

/**
 * A local HTTP server standing in for the CMS: records every request (path with its query and
 * the authorization header) and leaves the answer to `answer`, with `json` to send one.
 */
export abstract class LocalCms {
  requests: { path: string; authorization?: string }[] = [];
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    this.requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    this.answer(req, res, url, json);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected abstract answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    json: (status: number, body: unknown) => void,
  ): void;
}

/**
 * A local HTTP server answering the CMS REST calls the API makes
 * (`/api/{collection}?filters[slug][$eq]=…&locale=…`) in Strapi 5's flat format.
 */
export class FakeCms extends LocalCms {
  items: FakeItem[] = [];
  failWith: number | null = null;
  readonly token = 'cms-test-token';

  protected answer(
    req: http.IncomingMessage,
    _res: http.ServerResponse,
    url: URL,
    send: (status: number, body: unknown) => void,
  ) {
    if (this.failWith) return send(this.failWith, { error: { status: this.failWith } });
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return send(401, { data: null, error: { status: 401 } });
    const collection = url.pathname.replace(/^\/api\//, '');
    const slug = url.searchParams.get('filters[slug][$eq]');
    const locale = url.searchParams.get('locale');
    const data = this.items
      .filter((item) => item.collection === collection && item.locale === locale && item.fields.slug === slug)
      .map((item, i) => ({ id: i + 1, documentId: `doc-${slug}`, locale, ...item.fields }));
    send(200, { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
  }
}
