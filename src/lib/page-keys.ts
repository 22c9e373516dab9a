/** The `pages` namespace key of each static route: its title and description. */
export const PAGE_KEYS = {
  '/': 'home',
  '/about': 'about',
  '/account-active': 'account-active',
  '/announce': 'announce',
  '/brand': 'brand',
  '/contact': 'contact',
  '/forget-pwd': 'forget-pwd',
  '/history-active': 'history-active',
  '/login': 'login',
  '/news': 'news',
  '/org': 'org',
  '/privacy-policy': 'privacy-policy',
  '/pwd-active': 'pwd-active',
  '/register': 'register',
  '/rep': 'rep',
  '/rep/search': 'rep-search',
  '/rep/part': 'rep-part',
  '/rep/compare': 'rep-compare',
  '/terms-of-use': 'terms-of-use',
} as const;

export type PageKey = (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS] | 'not-found';

/** Full translation keys, written out so that the i18n check sees every one in use. */
export const PAGE_TITLE_KEYS = {
  home: 'pages:home.title',
  about: 'pages:about.title',
  'account-active': 'pages:account-active.title',
  announce: 'pages:announce.title',
  brand: 'pages:brand.title',
  contact: 'pages:contact.title',
  'forget-pwd': 'pages:forget-pwd.title',
  'history-active': 'pages:history-active.title',
  login: 'pages:login.title',
  news: 'pages:news.title',
  org: 'pages:org.title',
  'privacy-policy': 'pages:privacy-policy.title',
  'pwd-active': 'pages:pwd-active.title',
  register: 'pages:register.title',
  rep: 'pages:rep.title',
  'rep-search': 'pages:rep-search.title',
  'rep-part': 'pages:rep-part.title',
  'rep-compare': 'pages:rep-compare.title',
  'terms-of-use': 'pages:terms-of-use.title',
  'not-found': 'pages:not-found.title',
} as const;

export const PAGE_DESCRIPTION_KEYS = {
  home: 'pages:home.description',
  about: 'pages:about.description',
  'account-active': 'pages:account-active.description',
  announce: 'pages:announce.description',
  brand: 'pages:brand.description',
  contact: 'pages:contact.description',
  'forget-pwd': 'pages:forget-pwd.description',
  'history-active': 'pages:history-active.description',
  login: 'pages:login.description',
  news: 'pages:news.description',
  org: 'pages:org.description',
  'privacy-policy': 'pages:privacy-policy.description',
  'pwd-active': 'pages:pwd-active.description',
  register: 'pages:register.description',
  rep: 'pages:rep.description',
  'rep-search': 'pages:rep-search.description',
  'rep-part': 'pages:rep-part.description',
  'rep-compare': 'pages:rep-compare.description',
  'terms-of-use': 'pages:terms-of-use.description',
  'not-found': 'pages:not-found.description',
} as const;

export function pageKeyForRoute(route: string): PageKey {
  return (PAGE_KEYS as Record<string, PageKey>)[route] ?? 'not-found';
}
