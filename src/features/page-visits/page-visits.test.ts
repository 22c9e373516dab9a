import { recordPageVisit, resetPageVisits, visitBody } from './page-visits';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';

beforeEach(() => {
  jest.useFakeTimers();
  resetPageVisits();
  document.cookie = 'cookieConsent=; max-age=0; path=/';
});
afterEach(() => {
  jest.useRealTimers();
  sessionStore.clear();
});

test('deviceType names the layout, the language and the configured test suffix', () => {
  expect(visitBody('/en/news', '?page=2', 'News', 'test')).toEqual({
    pageTitle: 'News',
    pageUrl: '/en/news?page=2',
    deviceType: 'computer English test',
  });
  expect(visitBody('/zh/mobile/brand', '', 'Brands', '').deviceType).toBe('mobile Chinese');
  expect(visitBody('/', '', 'Home', '').deviceType).toBe('computer Japanese');
});

test.each([
  ['undecided', ''],
  ['declined', 'cookieConsent=false; path=/'],
  ['accepted', 'cookieConsent=true; path=/'],
])(
  'every route change is recorded whatever the cookie choice (%s), with no cookie set',
  (_choice, cookie) => {
    if (cookie) document.cookie = cookie;
    // A member's visit is as anonymous as anyone's.
    sessionStore.start('v'.repeat(43), null);
    const before = document.cookie;
    const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
    recordPageVisit({ pathname: '/', search: '' });
    recordPageVisit({ pathname: '/news', search: '' });
    recordPageVisit({ pathname: '/news', search: '?page=2' });
    recordPageVisit({ pathname: '/', search: '' });
    jest.runAllTimers();
    expect(calls.map((call) => (call.body as { pageUrl: string }).pageUrl)).toEqual([
      '/',
      '/news',
      '/news?page=2',
      '/',
    ]);
    // Nothing that identifies the reader: the three fields of the spec and no credentials.
    for (const call of calls) {
      expect(Object.keys(call.body as object).sort()).toEqual(['deviceType', 'pageTitle', 'pageUrl']);
      expect(call.headers.Authorization).toBeUndefined();
    }
    expect(document.cookie).toBe(before);
  },
);

test('each new address is sent once, with the page title (a fragment change is no new page)', () => {
  const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
  document.title = 'Log in | Electronics Insight';
  recordPageVisit({ pathname: '/en/login', search: '' });
  recordPageVisit({ pathname: '/en/login', search: '' });
  jest.runAllTimers();
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual({
    pageTitle: 'Log in | Electronics Insight',
    pageUrl: '/en/login',
    deviceType: 'computer English test',
  });
  expect(calls[0].headers['x-locale']).toBe('en');
  recordPageVisit({ pathname: '/en', search: '' });
  jest.runAllTimers();
  expect(calls).toHaveLength(2);
});
