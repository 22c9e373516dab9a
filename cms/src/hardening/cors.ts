const originOf = (value: string): string | null => {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origins a browser may read CMS answers from: the site (`SITE_URL`, as `npm start`
 * sets it, default http://localhost:8000) and the admin panel, which is the CMS itself
 * (`CMS_PUBLIC_URL`, or localhost and 127.0.0.1 on `CMS_PORT` when it is not set), plus
 * any listed in `CMS_CORS_ORIGINS` (comma-separated). Any other origin gets no
 * `Access-Control-Allow-Origin`. Server-side callers (the site build, the website API)
 * send no `Origin` and are not concerned.
 */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  const add = (value: string | undefined) => {
    const origin = value ? originOf(value.trim()) : null;
    if (origin) origins.add(origin);
  };
  add(env.SITE_URL || 'http://localhost:8000');
  if (env.CMS_PUBLIC_URL) add(env.CMS_PUBLIC_URL);
  else {
    const port = env.CMS_PORT || '1337';
    add(`http://localhost:${port}`);
    add(`http://127.0.0.1:${port}`);
  }
  for (const extra of (env.CMS_CORS_ORIGINS ?? '').split(',')) add(extra);
  return [...origins];
}
