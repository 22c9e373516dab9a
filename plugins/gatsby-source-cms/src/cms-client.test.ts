import { CmsClient, CmsUnreachableError, type FetchLike } from './cms-client';

type Answer = Awaited<ReturnType<FetchLike>>;

const ok = (data: unknown): Answer => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  json: async () => ({ data }),
});
const status = (code: number, text: string): Answer => ({
  ok: false,
  status: code,
  statusText: text,
  json: async () => ({}),
});

/** A fetch that answers from a script of outcomes, one per call, and records its calls. */
function scripted(outcomes: (Answer | 'hang' | Error)[]) {
  const signals: AbortSignal[] = [];
  const fetch: FetchLike = (_url, init) => {
    signals.push(init.signal!);
    const outcome = outcomes[Math.min(signals.length - 1, outcomes.length - 1)];
    if (outcome === 'hang') {
      // A frozen CMS: the connection stays open, nothing comes back until the abort.
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  };
  return { fetch, signals };
}

function client(fetch: FetchLike, extra: { tries?: number; timeoutMs?: number } = {}) {
  const waits: number[] = [];
  const cms = new CmsClient({
    url: 'http://cms.test:1337/',
    fetch,
    timeoutMs: extra.timeoutMs ?? 20,
    tries: extra.tries,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { cms, waits };
}

const refused = () =>
  new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });

describe('CmsClient time-outs and retries', () => {
  it('gives up on a CMS that does not answer after three tries, with growing waits, and says so', async () => {
    const hang = scripted(['hang']);
    const { cms, waits } = client(hang.fetch);
    const failure = cms.query('query { newsArticles_connection { nodes { documentId } } }');
    await expect(failure).rejects.toThrow(CmsUnreachableError);
    await expect(failure).rejects.toThrow(
      'The CMS at http://cms.test:1337 did not answer within 20 ms (3 tries): no answer while reading newsArticles_connection',
    );
    expect(hang.signals).toHaveLength(3);
    expect(hang.signals.every((signal) => signal.aborted)).toBe(true);
    expect(waits).toEqual([500, 1000]);
  });

  it('states the default bound in seconds', async () => {
    const cms = new CmsClient({ url: 'http://x' });
    expect(cms.timeoutMs).toBe(10_000);
    expect(cms.tries).toBe(3);
  });

  it('retries network errors and 5xx answers, and returns the first good answer', async () => {
    const flaky = scripted([refused(), status(503, 'Service Unavailable'), ok({ tags: [] })]);
    const { cms, waits } = client(flaky.fetch);
    await expect(cms.query('{ tags { slug } }')).resolves.toEqual({ tags: [] });
    expect(flaky.signals).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('names the cause when the CMS cannot be reached at all', async () => {
    const { cms } = client(scripted([refused()]).fetch);
    await expect(cms.query('{ x }')).rejects.toThrow(
      'The CMS at http://cms.test:1337 could not be reached (3 tries): connect ECONNREFUSED 127.0.0.1:1337',
    );
  });

  it('reports the last 5xx answer when every try got one', async () => {
    const { cms } = client(scripted([status(502, 'Bad Gateway')]).fetch, { tries: 2 });
    await expect(cms.query('{ aboutPage { title } }')).rejects.toThrow(
      'The CMS at http://cms.test:1337 answered 502 Bad Gateway (2 tries): while reading aboutPage',
    );
  });

  it('does not retry answers that another try would not change (4xx, GraphQL errors)', async () => {
    const denied = scripted([status(401, 'Unauthorized')]);
    const { cms, waits } = client(denied.fetch);
    await expect(cms.query('{ tags { slug } }')).rejects.toThrow(
      'The CMS at http://cms.test:1337 answered 401 Unauthorized: while reading tags',
    );
    expect(denied.signals).toHaveLength(1);
    expect(waits).toEqual([]);

    const invalid = scripted([
      { ok: true, status: 200, statusText: 'OK', json: async () => ({ errors: [{ message: 'Bad field' }] }) },
    ]);
    await expect(client(invalid.fetch).cms.query('{ x }')).rejects.toThrow('CMS query failed: Bad field');
    expect(invalid.signals).toHaveLength(1);
  });

  it('bounds the body as well as the answer', async () => {
    const slowBody: FetchLike = async (_url, init) => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      // Headers came, the body never does (the CMS froze half-way).
      json: () =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const { cms } = client(slowBody, { tries: 1 });
    await expect(cms.query('{ x }')).rejects.toThrow('did not answer within 20 ms (1 try)');
  });

  it('stops at once, without further tries, when its signal aborts', async () => {
    const hang = scripted(['hang']);
    const controller = new AbortController();
    const { cms } = client(hang.fetch, { timeoutMs: 60_000 });
    const failure = cms.withSignal(controller.signal).query('{ x }');
    controller.abort();
    await expect(failure).rejects.toThrow('Reading the CMS at http://cms.test:1337 was stopped');
    expect(hang.signals).toHaveLength(1);
  });
});
