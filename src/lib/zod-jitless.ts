/**
 * zod compiles its object parsers with `new Function` where it may, and probes for that once.
 * The site's CSP allows no eval, so the probe fails (zod then parses without compiling), but the
 * browser reports the blocked attempt as a CSP violation: Lighthouse's best-practices audit
 * listed it as an issue on the pages that parse with zod (the part search). `jitless` skips the
 * probe. It must be set before any object schema is made, so gatsby-browser imports this module
 * first. The website API keeps the compiled parsers: Node allows them.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
