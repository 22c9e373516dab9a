const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string, cookieHeader?: string): string | undefined {
  const source = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeDays?: number;
}

/** Writes a first-party cookie on path `/`, `SameSite=Lax`, `Secure` on HTTPS. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeDays !== undefined) parts.push(`max-age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
