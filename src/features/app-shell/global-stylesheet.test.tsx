import React from 'react';
import { renderToStaticMarkup } from '@site/test-utils/static-markup';
import { GATSBY_GLOBAL_CSS, linkGlobalStylesheet } from './global-stylesheet';

describe('linkGlobalStylesheet', () => {
  it('replaces the inlined global stylesheet with a link to the same file, in its place', () => {
    const head = [
      <style
        key="css"
        data-href="/styles.57e7dd1eaedfd5c1494f.css"
        data-identity={GATSBY_GLOBAL_CSS}
        dangerouslySetInnerHTML={{ __html: 'body{margin:0}' }}
      />,
      <meta key="gen" name="generator" content="Gatsby" />,
    ];
    expect(renderToStaticMarkup(<>{linkGlobalStylesheet(head)}</>)).toBe(
      '<link rel="stylesheet" href="/styles.57e7dd1eaedfd5c1494f.css"/><meta name="generator" content="Gatsby"/>',
    );
  });

  it('leaves other styles, elements and text alone', () => {
    const own = <style key="own" dangerouslySetInnerHTML={{ __html: '.a{}' }} />;
    const noHref = <style key="no-href" data-identity={GATSBY_GLOBAL_CSS} />;
    const script = <script key="s" />;
    const head = [own, noHref, script, 'text', null];
    expect(linkGlobalStylesheet(head)).toEqual(head);
  });
});
