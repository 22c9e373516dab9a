/** A stand-in for the website API in component tests: answers by method and path. */
export interface MockAnswer {
  status?: number;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer);

export function mockFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new TypeError(`Failed to fetch ${method} ${url}`);
    const answer = typeof handler === 'function' ? handler(call) : handler;
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => answer.body,
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export const envelope = (data?: unknown, code = 200, msg = 'OK') => ({
  code,
  msg,
  ...(data === undefined ? {} : { data }),
});
