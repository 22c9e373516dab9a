/** The part of `fetch` the client uses, so tests can hand in a fake. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<unknown> }>;

/** The CMS did not answer at all (down, wrong URL): the build cannot go on. */
export class CmsUnreachableError extends Error {}

export const PAGE_SIZE = 100;

export interface CmsClientOptions {
  url: string;
  token?: string;
  fetch?: FetchLike;
}

/** Plain POSTs to the CMS GraphQL endpoint. */
export class CmsClient {
  readonly url: string;
  private readonly token?: string;
  private readonly fetchImpl: FetchLike;

  constructor(options: CmsClientOptions) {
    this.url = options.url.replace(/\/$/, '');
    this.token = options.token;
    this.fetchImpl = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  }

  async query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.fetchImpl(`${this.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      const cause =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      throw new CmsUnreachableError(`CMS at ${this.url} unreachable: ${cause}`);
    }
    const payload = (await response.json().catch(() => null)) as {
      data?: T;
      errors?: { message: string }[];
    } | null;
    if (payload?.errors?.length) {
      throw new Error(`CMS query failed: ${payload.errors.map((e) => e.message).join('; ')}`);
    }
    if (!response.ok || !payload?.data) {
      throw new Error(`CMS at ${this.url} answered ${response.status} ${response.statusText}`);
    }
    return payload.data;
  }

  /** Every node of a `<plural>_connection` query, page by page. */
  async queryAll<T>(field: string, query: string, variables: Record<string, unknown>): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const data = await this.query<Record<string, { nodes: T[]; pageInfo: { pageCount: number } }>>(query, {
        ...variables,
        page,
        pageSize: PAGE_SIZE,
      });
      const connection = data[field];
      items.push(...connection.nodes);
      if (page >= connection.pageInfo.pageCount) return items;
    }
  }
}
