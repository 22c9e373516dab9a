import fs from 'node:fs';
import path from 'node:path';
import { otherDevice, type Device } from '@site/routing';

export const SHELL_SCRIPT = 'window.___theme="light";';
/** Gatsby's loader script of a page. */
export const loaderScript = (pagePath: string) =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="abc";/*]]>*/`;

/**
 * A part or comparison route's static page as Gatsby writes it: the Head's elements marked
 * `data-gatsby-head`, an inline script, the island's slot inside React's root.
 */
function shell(pagePath: string, build: Device, noindex = true) {
  return (
    `<!DOCTYPE html><html lang="x"><head><meta charset="utf-8"/>` +
    `<title data-gatsby-head="true">Part details | Site</title>` +
    `<meta name="description" content="Generic" data-gatsby-head="true"/>` +
    (noindex ? `<meta name="robots" content="noindex" data-gatsby-head="true"/>` : '') +
    `<link rel="canonical" href="http://localhost:8000${pagePath}" data-gatsby-head="true"/>` +
    `<script>${SHELL_SCRIPT}</script></head><body>` +
    `<div id="___gatsby"><header data-shell="${build}:${pagePath}">Menu</header>` +
    `<main><div id="part-page"><!--$--><div class="frame"><h1>Part details</h1><div><p>Loading</p></div></div><!--/$--></div></main>` +
    `<footer>Footer</footer></div><script id="gatsby-script-loader">${loaderScript(pagePath)}</script>` +
    `<script src="/app.js" async></script></body></html>`
  );
}

export function writeShells(root: string) {
  for (const build of ['pc', 'mobile'] as const) {
    for (const prefix of ['', '/en', '/zh']) {
      for (const segment of ['', `/${otherDevice(build)}`]) {
        for (const route of ['/rep/part', '/rep/compare']) {
          const pagePath = `${prefix}${segment}${route}`;
          const file = path.join(root, build, pagePath, 'index.html');
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, shell(pagePath, build));
          const data = path.join(root, build, 'page-data', pagePath, 'page-data.json');
          fs.mkdirSync(path.dirname(data), { recursive: true });
          fs.writeFileSync(
            data,
            JSON.stringify({
              componentChunkName: `component---${route.slice(5)}`,
              path: pagePath,
              result: {},
            }),
          );
        }
      }
    }
  }
}
