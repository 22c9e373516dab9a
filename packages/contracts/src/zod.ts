import { z } from 'zod';

/**
 * The contracts' zod, configured before any schema is built. In a browser zod runs without
 * its compiled fast path: zod tests for it with `new Function("")`, which the site's
 * Content-Security-Policy (no `unsafe-eval`) refuses, and Chromium reports that refusal as a
 * CSP issue on every page that validates an answer (Lighthouse: best practices 96). Object
 * schemas read the setting when they are created, so this module must be imported first,
 * which every schema module does by importing `z` from here. Node keeps the fast path.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
