// The site files live in @site/routing, which the build steps share; this path stays only for
// the template that still imports it.
export { SITE_FILES } from '@site/routing';
