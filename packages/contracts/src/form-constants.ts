/**
 * What the forms need to render, without zod: field names and choices. The schemas that
 * validate them load when the reader first uses a form (`src/components/form/form.tsx`), so
 * the form pages' first-load JavaScript holds no zod; the schema modules re-export these.
 */

/**
 * Hidden form field that people never fill and bots do. The API accepts any short value
 * so a bot cannot tell, and silently drops a submission that has one.
 */
export const HONEYPOT_FIELD = 'homepage';

/** Contact destinations: Japan, East Asia, Australasia, North America, Others. */
export const CONTACT_REGIONS = ['japan', 'east-asia', 'australasia', 'north-america', 'others'] as const;
export type ContactRegion = (typeof CONTACT_REGIONS)[number];

/** One-time token from a mailed link (activation, reset, password setup). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
