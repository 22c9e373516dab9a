/** The hashes nginx and the site server put into the CSP: the release format's own rule. */
export { inlineScriptHashes } from '@site/releases';
