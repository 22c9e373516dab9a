/** Main sections, in menu order. Labels are translation keys. */
export const MAIN_NAV = [
  { route: '/', label: 'common:nav.home' },
  { route: '/rep', label: 'common:nav.rep' },
  { route: '/news', label: 'common:nav.news' },
  { route: '/brand', label: 'common:nav.brand' },
  { route: '/org', label: 'common:nav.org' },
  { route: '/announce', label: 'common:nav.announce' },
  { route: '/about', label: 'common:nav.about' },
] as const;

export const SUPPORT_NAV = [
  { route: '/contact', label: 'common:footer.contact' },
  { route: '/privacy-policy', label: 'common:footer.privacy' },
  { route: '/terms-of-use', label: 'common:footer.terms' },
] as const;
