import { LinkTokenSchema } from '@site/contracts';

/** The `?token=` of a mailed link, or null when absent or malformed. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token !== null && LinkTokenSchema.safeParse(token).success ? token : null;
}
