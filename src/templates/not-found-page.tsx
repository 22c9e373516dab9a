import React, { useState } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { PageFrame } from '../components/page-frame';
import { LocalizedLink } from '../components/localized-link';
import { SiteHead, headT } from '../components/seo/site-head';
import { publicConfig } from '../config/public-config';
import type { SitePageContext } from '@site/routing';
import { pageIdentity } from '../lib/page-identity';
import { useHydrated } from '../lib/use-hydrated';
import {
  NOT_FOUND_MESSAGE_ID,
  PATH_PLACEHOLDER,
  notFoundMessage,
  notFoundScript,
  type NotFoundKind,
} from '../lib/not-found-message';

/** A no-break space holds the line where no script wrote the message, so nothing moves. */
const EMPTY_LINE = '\u00a0';

/**
 * The catch-all not-found page, one per locale and layout; served with status 404 at any
 * unknown address. Its static HTML is rendered at `<prefix>/404.html`, so the address the
 * visitor asked for is not in it: an inline script right after the message writes it as the
 * browser reads the page (`notFoundScript`), with the specification's text for an invalid or an
 * unmatched route. Hydration starts from what the page then shows, so it matches the HTML
 * whether the script ran or not, and then shows the message itself.
 */
export default function NotFoundPage({ location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const texts: Record<NotFoundKind, string> = {
    invalid: t('common:notFound.message', { path: PATH_PLACEHOLDER }),
    unmatched: t('common:notFound.unmatched', { path: PATH_PLACEHOLDER }),
  };
  // Read once, before hydration changes anything: the line as the HTML and its script left it.
  const [served] = useState(
    () =>
      (typeof document !== 'undefined' && document.getElementById(NOT_FOUND_MESSAGE_ID)?.textContent) ||
      EMPTY_LINE,
  );
  return (
    <PageFrame title={t('common:notFound.title')}>
      <p role="alert" id={NOT_FOUND_MESSAGE_ID} data-testid="not-found-message">
        {hydrated ? notFoundMessage(location.pathname, texts) : served}
      </p>
      <script dangerouslySetInnerHTML={{ __html: notFoundScript(texts) }} />
      <p>{t('common:notFound.hint')}</p>
      <p>
        <LocalizedLink to="/">{t('common:notFound.backHome')}</LocalizedLink>
      </p>
    </PageFrame>
  );
}

export function Head({ pageContext, location }: HeadProps<object, SitePageContext>) {
  // The language and layout of the address, like the page itself (page-identity.ts).
  const identity = pageIdentity(pageContext, location.pathname, publicConfig.rootDevice);
  const t = headT(identity.locale);
  return (
    <SiteHead
      pageContext={{ ...pageContext, ...identity, alternates: [], indexable: false }}
      title={t('pages:not-found.title')}
      description={t('pages:not-found.description')}
    />
  );
}
