import { isEntryPage, recordPageVisit, resetPageVisits, visitBody } from './page-visits';
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

describe('entry pages', () => {
  const referrer = (value: string) => jest.spyOn(document, 'referrer', 'get').mockReturnValue(value);
  afterEach(() => jest.restoreAllMocks());

  test('the first page of a load from outside the site is an entry page, later routes are not', () => {
    referrer('');
    expect(isEntryPage(null)).toBe(true);
    referrer('https://search.example/?q=sic');
    expect(isEntryPage(undefined)).toBe(true);
    // A full load from one of the site's own pages continues the visit.
    referrer(`${window.location.origin}/news`);
    expect(isEntryPage(null)).toBe(false);
    referrer('');
    expect(isEntryPage({ pathname: '/' })).toBe(false);
  });

  test('an entry page is sent to enterPage too, with the same fields; other pages only to newEnterPage', () => {
    const { calls } = mockFetch({
      'POST /website/newEnterPage': { body: envelope() },
      'POST /website/enterPage': { body: envelope() },
    });
    document.title = 'News | Electronics Insight';
    recordPageVisit({ pathname: '/zh/news', search: '?year=2024' }, window, { entry: true });
    jest.runAllTimers();
    recordPageVisit({ pathname: '/zh/brand', search: '' }, window, { entry: false });
    jest.runAllTimers();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /website/newEnterPage',
      'POST /website/enterPage',
      'POST /website/newEnterPage',
    ]);
    expect(calls[1].body).toEqual(calls[0].body);
    expect(calls[1].body).toEqual({
      pageTitle: 'News | Electronics Insight',
      pageUrl: '/zh/news?year=2024',
      deviceType: 'computer Chinese test',
    });
    expect(calls[1].headers.Authorization).toBeUndefined();
  });

  test('the title is read once Head wrote it; each request goes in an idle task of its own', () => {
    const { calls } = mockFetch({
      'POST /website/newEnterPage': { body: envelope() },
      'POST /website/enterPage': { body: envelope() },
    });
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    const runIdle = () => idle.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    try {
      document.title = 'Loading';
      recordPageVisit({ pathname: '/en/news', search: '' }, window, { entry: true });
      document.title = 'News | Electronics Insight';
      jest.advanceTimersByTime(50);
      // Nothing is sent inside the task that read the title.
      expect(calls).toHaveLength(0);
      expect(idle).toHaveLength(1);
      runIdle();
      expect(calls.map((call) => call.path)).toEqual(['/website/newEnterPage']);
      expect(idle).toHaveLength(1);
      runIdle();
      expect(calls.map((call) => call.path)).toEqual(['/website/newEnterPage', '/website/enterPage']);
      expect(calls[1].body).toMatchObject({ pageTitle: 'News | Electronics Insight', pageUrl: '/en/news' });
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });
});
