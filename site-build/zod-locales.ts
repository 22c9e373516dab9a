/**
 * zod's classic API re-exports its locales namespace (`z.locales`: 40-odd languages), and webpack
 * keeps the whole of it because the API is one namespace object (`z`). The zod chunk that the
 * parts pages load with their first request, and the forms with their first validation, was
 * 259 kB (55 kB gzip), most of it messages in languages zod is never asked for: zod configures
 * English itself (`config(en())`), and the site shows its own translated messages (the
 * `validation` strings). In the browser bundles the namespace holds English alone
 * (gatsby-node, onCreateWebpackConfig; decision 098, fourth round).
 */
import path from 'node:path';

/** zod's locales index, as webpack resolves it (the ESM build). */
export const ZOD_LOCALES_INDEX = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;

/** The module that stands in for it: English only. */
export const ZOD_LOCALES_ENGLISH = path.join(__dirname, 'zod-locales-en.ts');
