import { rootDeviceSetting, type Device } from '@site/routing';

/**
 * The only configuration that reaches the browser. Gatsby inlines `GATSBY_*` variables at
 * build time; everything else stays on the server.
 */
export interface PublicConfig {
  /** Absolute origin used for canonical links and sitemaps. */
  siteUrl: string;
  /** Sent as the `clientId` header on every API call. */
  clientId: string;
  /** Device whose pages sit at the root of this build. */
  rootDevice: Device;
  /**
   * A release build (`gatsby build`), as opposed to `gatsby develop` and tests. The release id
   * is not inlined: it would change every bundle on every publish (decision 070); the page
   * reads it from /builds/latest.json instead (build-watch.ts).
   */
  isRelease: boolean;
  /** Base path of the website API on the site origin. */
  apiBase: string;
  /**
   * Ends the deviceType of page visits so test traffic can be told from real traffic
   * (GATSBY_VISIT_SUFFIX; 'test' in development, none in a release build unless set).
   */
  visitSuffix: string | undefined;
}

function readVisitSuffix(value: string | undefined, isRelease: boolean): string | undefined {
  if (value !== undefined) return value.trim() || undefined;
  return isRelease ? undefined : 'test';
}

const isRelease = process.env.NODE_ENV === 'production';

export const publicConfig: PublicConfig = {
  siteUrl: (process.env.GATSBY_SITE_URL || 'http://localhost:8000').replace(/\/$/, ''),
  clientId: process.env.GATSBY_CLIENT_ID || 'electronics-site-web',
  rootDevice: rootDeviceSetting(process.env.GATSBY_ROOT_DEVICE),
  isRelease,
  apiBase: '/website',
  visitSuffix: readVisitSuffix(process.env.GATSBY_VISIT_SUFFIX, isRelease),
};
