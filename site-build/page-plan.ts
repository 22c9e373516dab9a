import {
  LOCALES,
  STATIC_ROUTES,
  buildPath,
  isIndexable,
  rootFormPath,
  type Device,
  type Locale,
  type SitePageContext,
} from '../packages/routing/src';

export interface PlannedPage {
  path: string;
  template: string;
  context: SitePageContext;
}

export const DEVICES_IN_BUILD: readonly Device[] = ['pc', 'mobile'];

/** Every locale and device version of one route, as Gatsby pages of a build. */
export function planRoute(route: string, template: string, rootDevice: Device): PlannedPage[] {
  const alternates = LOCALES.map((locale) => ({ locale, path: rootFormPath(locale, route) }));
  const pages: PlannedPage[] = [];
  for (const locale of LOCALES) {
    for (const device of DEVICES_IN_BUILD) {
      pages.push({
        path: buildPath({ locale, device, route }, rootDevice),
        template,
        context: { locale, device, route, alternates, indexable: isIndexable(route) },
      });
    }
  }
  return pages;
}

/** The not-found page of each locale and device, written as `<prefix>/404.html`. */
export function planNotFoundPages(template: string, rootDevice: Device): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const locale of LOCALES as readonly Locale[]) {
    for (const device of DEVICES_IN_BUILD) {
      pages.push({
        path: buildPath({ locale, device, route: '/404.html' }, rootDevice),
        template,
        context: { locale, device, route: '/404', alternates: [], indexable: false },
      });
    }
  }
  return pages;
}

export function planStaticRoutes(templateFor: (route: string) => string, rootDevice: Device): PlannedPage[] {
  return STATIC_ROUTES.flatMap((route) => planRoute(route, templateFor(route), rootDevice));
}
