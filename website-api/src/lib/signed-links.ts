import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is opened by a plain link (no client id header): its URL signature authorizes it. */
    signedLink?: boolean;
  }
}

/** Where the member's browser fetches a members-only file, on the site's own origin. */
export const FILE_LINK_PATH = '/website/content/files';

/** How long a link handed to a member stays valid. */
export const FILE_LINK_TTL_MS = 10 * 60 * 1000;

const ID = /^[1-9][0-9]{0,14}$/;
const EXP = /^[0-9]{1,12}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * The signing key: `FILE_LINK_SECRET` when set (several instances must share it), else
 * one derived from the CMS server token (HKDF, so the token itself never signs
 * anything), else a random key for this process only.
 */
export function fileLinkKey(secret: string | null, cmsApiToken: string | null): Buffer {
  if (secret) return Buffer.from(secret, 'utf8');
  if (cmsApiToken)
    return Buffer.from(hkdfSync('sha256', cmsApiToken, 'website-api', 'members-only file links', 32));
  return randomBytes(32);
}

/**
 * Short-lived links to a CMS file: `/website/content/files/<id>?exp=<unix seconds>&sig=<mac>`,
 * with an HMAC-SHA256 over the id and the expiry.
 */
export class FileLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number,
    private readonly ttlMs: number = FILE_LINK_TTL_MS,
  ) {}

  private mac(id: string, exp: string): Buffer {
    return createHmac('sha256', this.key).update(`file:${id}:${exp}`).digest();
  }

  /** A site-relative URL for file `id`, valid for the link lifetime from now. */
  sign(id: number): string {
    const exp = String(Math.floor((this.now() + this.ttlMs) / 1000));
    const sig = this.mac(String(id), exp).toString('base64url');
    return `${FILE_LINK_PATH}/${id}?exp=${exp}&sig=${sig}`;
  }

  /** Checks a link's parts as they arrived; the MAC is compared in constant time. */
  verify(id: unknown, exp: unknown, sig: unknown): LinkCheck {
    if (typeof id !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return 'invalid';
    if (!ID.test(id) || !EXP.test(exp) || !SIG.test(sig)) return 'invalid';
    // Compared as text: base64url has several spellings of the last character's bits.
    const given = Buffer.from(sig, 'utf8');
    const expected = Buffer.from(this.mac(id, exp).toString('base64url'), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) * 1000 <= this.now() ? 'expired' : 'valid';
  }
}
