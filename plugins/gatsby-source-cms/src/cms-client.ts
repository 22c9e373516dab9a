/** The part of `fetch` the client uses, so tests can hand in a fake. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<unknown> }>;

/**
 * The CMS did not answer usefully after every try (down, frozen, wrong URL, 5xx): the
 * build cannot go on. The message is meant for an editor.
 */
export class CmsUnreachableError extends Error {}

export const PAGE_SIZE = 100;

/** Defaults: 10 s per request, 3 tries, 0.5 s then 1 s between them (about 32 s at worst). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const TRIES = 3;
export const BACKOFF_MS = 500;

export interface CmsClientOptions {
  url: string;
  token?: string;
  fetch?: FetchLike;
  /** How long one request (answer and body) may take. */
  timeoutMs?: number;
  /** Tries per request on network errors, time-outs and 5xx answers. */
  tries?: number;
  /** Wait before the second try; doubled before each further one. */
  backoffMs?: number;
  /** Aborts every request of this client (a sync that already failed elsewhere). */
  signal?: AbortSignal;
  /** Waits between tries (tests record the delays). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** One failed try: whether another one may help, and how to tell an editor. */
class TryFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'status',
    readonly headline: string,
    readonly detail: string,
  ) {
    super(`${headline}: ${detail}`);
  }

  get retryable(): boolean {
    return this.kind !== 'status' || /^answered 5/.test(this.headline);
  }
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`);

const causeOf = (error: unknown): string =>
  error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);

/** What a query reads, for messages: its first field (`newsArticles_connection`). */
const subject = (query: string) => /\{\s*(?:\w+\s*:\s*)?(\w+)/.exec(query)?.[1] ?? 'a query';

/** Plain POSTs to the CMS GraphQL endpoint, each bounded in time and retried with backoff. */
export class CmsClient {
  readonly url: string;
  private readonly options: CmsClientOptions;
  private readonly fetchImpl: FetchLike;
  readonly timeoutMs: number;
  readonly tries: number;

  constructor(options: CmsClientOptions) {
    this.options = options;
    this.url = options.url.replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.tries = Math.max(1, options.tries ?? TRIES);
  }

  /** The same client, with its requests aborted by `signal` as well. */
  withSignal(signal: AbortSignal): CmsClient {
    const signals = [signal, this.options.signal].filter((s): s is AbortSignal => s !== undefined);
    return new CmsClient({ ...this.options, signal: signals.length > 1 ? AbortSignal.any(signals) : signal });
  }

  async query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const body = JSON.stringify({ query, variables });
    const sleep = this.options.sleep ?? sleepFor;
    let last: TryFailure | undefined;
    for (let attempt = 1; attempt <= this.tries; attempt += 1) {
      this.throwIfAborted();
      try {
        return await this.attempt<T>(headers, body, query);
      } catch (error) {
        if (!(error instanceof TryFailure)) throw error;
        last = error;
        if (!error.retryable) break;
      }
      if (attempt < this.tries)
        await sleep((this.options.backoffMs ?? BACKOFF_MS) * 2 ** (attempt - 1), this.options.signal);
    }
    this.throwIfAborted();
    const tries = this.tries === 1 ? '1 try' : `${this.tries} tries`;
    const failure = last!;
    if (!failure.retryable) throw new Error(`The CMS at ${this.url} ${failure.headline}: ${failure.detail}`);
    throw new CmsUnreachableError(`The CMS at ${this.url} ${failure.headline} (${tries}): ${failure.detail}`);
  }

  private throwIfAborted() {
    if (this.options.signal?.aborted) throw new Error(`Reading the CMS at ${this.url} was stopped`);
  }

  /** One request, answer and body within `timeoutMs`, whatever `fetch` does with the signal. */
  private async attempt<T>(headers: Record<string, string>, body: string, query: string): Promise<T> {
    const controller = new AbortController();
    const outer = this.options.signal;
    const onAbort = () => controller.abort();
    outer?.addEventListener('abort', onAbort);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new TryFailure(
            'timeout',
            `did not answer within ${duration(this.timeoutMs)}`,
            `no answer while reading ${subject(query)}`,
          ),
        );
      }, this.timeoutMs);
    });
    const exchange = (async () => {
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await this.fetchImpl(`${this.url}/graphql`, {
          method: 'POST',
          headers,
          body,
          signal: controller.signal,
        });
      } catch (error) {
        throw new TryFailure('network', 'could not be reached', causeOf(error));
      }
      const payload = (await response.json().catch(() => null)) as {
        data?: T;
        errors?: { message: string }[];
      } | null;
      if (payload?.errors?.length) {
        throw new Error(`CMS query failed: ${payload.errors.map((e) => e.message).join('; ')}`);
      }
      if (!response.ok || !payload?.data) {
        throw new TryFailure(
          'status',
          `answered ${response.status} ${response.statusText}`.trim(),
          `while reading ${subject(query)}`,
        );
      }
      return payload.data;
    })();
    // A late rejection of the abandoned exchange must not surface as unhandled.
    exchange.catch(() => undefined);
    try {
      return await Promise.race([exchange, timeout]);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
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
