import React from 'react';
import { SiteHead } from '../../components/seo/site-head';
import type { EmbeddedHead } from './part-page-data';

/**
 * The head of a part or comparison page, the site server's and the browser's alike: the server
 * makes it (`partPageHead` in part-page-head-data.ts, with the parts strings) and embeds it
 * with the page's data, so the browser's Head, which Gatsby renders before any late string
 * bundle could arrive, takes it as written and needs no parts strings or labels.
 */
export function PartPageHead({ head }: { head: EmbeddedHead }) {
  return (
    <SiteHead
      pageContext={head.pageContext}
      title={head.title}
      description={head.description}
      structuredData={head.structuredData}
    />
  );
}
