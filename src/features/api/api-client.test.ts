import { apiRequest, httpErrorMessage, type ApiHandlers } from './api-client';
import { sessionStore } from '../session/session-store';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';

function handlers(): ApiHandlers & { errorToast: jest.Mock; fatal: jest.Mock } {
  return {
    locale: 'en',
    errorToast: jest.fn(),
    fatal: jest.fn(),
    messages: { network: 'network down', unavailable: 'service unavailable', unknown: 'unknown error' },
  };
}

afterEach(() => {
  sessionStore.clear();
});

test('sends clientId, x-locale and the Bearer token of a logged-in member', async () => {
  const { calls } = mockFetch({ 'GET /website/member/me': { body: envelope({}) } });
  sessionStore.start('t'.repeat(43), null);
  await apiRequest(handlers(), { method: 'GET', path: '/member/me' });
  expect(calls[0].headers).toMatchObject({
    clientId: 'electronics-site-web',
    'x-locale': 'en',
    Authorization: `Bearer ${'t'.repeat(43)}`,
  });
});

test('only the login call lets the browser send and keep cookies (the device cookie); others omit them', async () => {
  const { fetchMock } = mockFetch({
    'POST /website/auth/login': { body: envelope({}) },
    'GET /website/member/me': { body: envelope({}) },
  });
  await apiRequest(handlers(), { method: 'POST', path: '/auth/login', body: {}, deviceCookie: true });
  await apiRequest(handlers(), { method: 'GET', path: '/member/me' });
  expect(fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).credentials])).toEqual([
    ['/website/auth/login', 'same-origin'],
    ['/website/member/me', 'omit'],
  ]);
});

test('HTTP 200 with another code shows msg in an error toast', async () => {
  mockFetch({ 'POST /website/contact': { body: envelope(undefined, 429, 'Too many requests') } });
  const h = handlers();
  const result = await apiRequest(h, { method: 'POST', path: '/contact', body: {} });
  expect(result.ok).toBe(false);
  expect(h.errorToast).toHaveBeenCalledWith('Too many requests');
});

test.each(['1', '2'])('the login call answering code 500 with msg %s stays silent', async (msg) => {
  mockFetch({ 'POST /website/auth/login': { body: envelope(undefined, 500, msg) } });
  const h = handlers();
  const result = await apiRequest(h, { method: 'POST', path: '/auth/login', body: {} });
  expect(result).toMatchObject({ ok: false, code: 500, msg });
  expect(h.errorToast).not.toHaveBeenCalled();
  expect(h.fatal).not.toHaveBeenCalled();
});

test('another login failure is a toast', async () => {
  mockFetch({ 'POST /website/auth/login': { body: envelope(undefined, 429, 'Slow down') } });
  const h = handlers();
  await apiRequest(h, { method: 'POST', path: '/auth/login', body: {} });
  expect(h.errorToast).toHaveBeenCalledWith('Slow down');
});

test('HTTP errors show data.msg, its first entry when it is an array, else msg', async () => {
  expect(httpErrorMessage({ msg: 'outer', data: { msg: ['first', 'second'] } }, 'x')).toBe('first');
  expect(httpErrorMessage({ msg: 'outer', data: { msg: 'inner' } }, 'x')).toBe('inner');
  expect(
    httpErrorMessage({ msg: 'outer', data: [{ field: 'email', message: 'validation:email.invalid' }] }, 'x'),
  ).toBe('outer');
  expect(httpErrorMessage({}, 'fallback')).toBe('fallback');

  mockFetch({
    'POST /website/contact': {
      status: 400,
      body: { code: 400, msg: 'Check input', data: { msg: ['Bad email'] } },
    },
  });
  const h = handlers();
  await apiRequest(h, { method: 'POST', path: '/contact', body: {} });
  expect(h.errorToast).toHaveBeenCalledWith('Bad email');
});

test('400 field errors come back for the form', async () => {
  mockFetch({
    'POST /website/auth/register': {
      status: 400,
      body: {
        code: 400,
        msg: 'Check input',
        data: [{ field: 'password', message: 'validation:password.common' }],
      },
    },
  });
  const result = await apiRequest(handlers(), { method: 'POST', path: '/auth/register', body: {} });
  expect(result.ok ? [] : result.fieldErrors).toEqual([
    { field: 'password', message: 'validation:password.common' },
  ]);
});

test('401 on a member call forgets the session and opens the expired dialog', async () => {
  mockFetch({ 'GET /website/member/me': { status: 401, body: envelope(undefined, 401, 'expired') } });
  sessionStore.start('t'.repeat(43), null);
  const h = handlers();
  await apiRequest(h, { method: 'GET', path: '/member/me' });
  expect(sessionStore.get()).toMatchObject({ token: null, expired: true });
  expect(document.cookie).not.toContain('authToken=t');
  expect(h.errorToast).not.toHaveBeenCalled();
});

test('a 401 for a session already ended (logout while the call was under way) opens no dialog', async () => {
  let finish: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    finish = resolve;
  });
  global.fetch = jest.fn(async () => {
    await answered;
    return { ok: false, status: 401, json: async () => envelope(undefined, 401, 'expired') } as Response;
  }) as unknown as typeof fetch;
  sessionStore.start('u'.repeat(43), null);
  const h = handlers();
  const call = apiRequest(h, { method: 'GET', path: '/member/me' });
  sessionStore.clear();
  finish();
  await call;
  expect(sessionStore.get()).toMatchObject({ token: null, expired: false });
  expect(h.errorToast).not.toHaveBeenCalled();
});

test.each([
  [
    502,
    { code: 502, msg: 'The service is temporarily unavailable. Please try again later.' },
    'The service is temporarily unavailable. Please try again later.',
  ],
  [
    504,
    { code: 504, msg: 'The service did not answer in time. Please try again.' },
    'The service did not answer in time. Please try again.',
  ],
  [502, { code: 502, msg: 'contentUnavailable', data: { msg: 'The CMS is down' } }, 'The CMS is down'],
  [503, undefined, 'service unavailable'],
])(
  'HTTP %s is a toast with the server message (or the unavailable text), never the error page',
  async (status, body, shown) => {
    mockFetch({ 'POST /website/contact': { status, body } });
    const h = handlers();
    const result = await apiRequest(h, { method: 'POST', path: '/contact', body: { content: 'kept' } });
    expect(h.errorToast).toHaveBeenCalledWith(shown);
    expect(h.fatal).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, code: status, msg: shown });
  },
);

test('a screen with its own failure toast gets the message back, and no second toast', async () => {
  mockFetch({ 'POST /website/contact': { status: 502, body: { code: 502, msg: 'API down' } } });
  const h = handlers();
  const result = await apiRequest(h, { method: 'POST', path: '/contact', body: {}, ownFailureToast: true });
  expect(result).toMatchObject({ ok: false, code: 502, msg: 'API down' });
  expect(h.errorToast).not.toHaveBeenCalled();
  expect(h.fatal).not.toHaveBeenCalled();
});

test('network down: error page for a page-critical call, a toast otherwise, nothing for background calls', async () => {
  mockFetch({});
  const h = handlers();
  await apiRequest(h, { method: 'GET', path: '/content/news/a', critical: true });
  expect(h.fatal).toHaveBeenCalledWith({ statusCode: 0, message: 'network down' });
  await apiRequest(h, { method: 'POST', path: '/contact', body: {} });
  expect(h.errorToast).toHaveBeenCalledWith('network down');
  h.errorToast.mockClear();
  await apiRequest(h, { method: 'POST', path: '/newEnterPage', body: {}, background: true });
  expect(h.errorToast).not.toHaveBeenCalled();
});

test('a success answer whose data does not match the schema is not trusted', async () => {
  const { MemberSchema } = jest.requireActual('@site/contracts');
  mockFetch({ 'GET /website/member/me': { body: envelope({ nope: true }) } });
  const h = handlers();
  const result = await apiRequest(h, { method: 'GET', path: '/member/me', schema: MemberSchema });
  expect(result.ok).toBe(false);
  expect(h.errorToast).toHaveBeenCalledWith('unknown error');
});
