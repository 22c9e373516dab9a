import { recordPageVisit, resetPageVisits, visitBody } from './page-visits';
import { envelope, mockFetch } from '../../../test-utils/mock-fetch';

beforeEach(() => {
  jest.useFakeTimers();
  resetPageVisits();
  document.cookie = 'cookieConsent=; max-age=0; path=/';
});
afterEach(() => jest.useRealTimers());

test('deviceType names the layout, the language and the configured test suffix', () => {
  expect(visitBody('/en/news', '?page=2', 'News', 'test')).toEqual({
    pageTitle: 'News',
    pageUrl: '/en/news?page=2',
    deviceType: 'computer English test',
  });
  expect(visitBody('/zh/mobile/brand', '', 'Brands', '').deviceType).toBe('mobile Chinese');
  expect(visitBody('/', '', 'Home', '').deviceType).toBe('computer Japanese');
});

test('nothing is sent without consent', () => {
  const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
  recordPageVisit({ pathname: '/news', search: '' });
  jest.runAllTimers();
  expect(calls).toHaveLength(0);
  document.cookie = 'cookieConsent=false; path=/';
  recordPageVisit({ pathname: '/news', search: '' });
  jest.runAllTimers();
  expect(calls).toHaveLength(0);
});

test('with consent each new address is sent once, with the page title', () => {
  const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
  document.cookie = 'cookieConsent=true; path=/';
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
