import React, { Suspense, lazy, useEffect, useState } from 'react';
import type { PageProps } from 'gatsby';
import type { Device, SitePageContext, DetailPageContext } from '@site/routing';
import { useTranslation } from '../../i18n/react';
import { useApiClient } from '../api/use-api-client';
import { useLocale } from '../../i18n/locale-context';
import { takePreviewToken } from './preview-token';
import * as styles from './preview-screen.module.css';

export type PreviewKind = 'news' | 'notice' | 'brand' | 'enterprise';

/** `data` of `POST /website/preview`: the item in the shape of its detail template's data. */
export interface PreviewAnswer {
  kind: PreviewKind;
  locale: string;
  status: 'draft' | 'published';
  item: Record<string, unknown>;
}

type Load =
  | { state: 'reading' }
  | { state: 'no-token' }
  | { state: 'loading' }
  | { state: 'ready'; preview: PreviewAnswer }
  | { state: 'failed'; message: string };

const REFUSED = 403;
const NOT_FOUND = 404;

type DataOf<T> = T extends (props: PageProps<infer D, DetailPageContext>) => unknown ? D : never;
type NewsData = DataOf<typeof import('../../templates/news-detail').default>;
type NoticeData = DataOf<typeof import('../../templates/announce-detail').default>;
type BrandData = DataOf<typeof import('../../templates/brand-detail').default>;
type OrgData = DataOf<typeof import('../../templates/org-detail').default>;

// The detail templates load when an item of their kind arrives, as the chunks of their own
// pages: this page's chunk stays small and each template keeps its stylesheet order.
const NewsDetail = lazy(() => import('../../templates/news-detail'));
const AnnounceDetail = lazy(() => import('../../templates/announce-detail'));
const BrandDetail = lazy(() => import('../../templates/brand-detail'));
const OrgDetail = lazy(() => import('../../templates/org-detail'));

/** Props of a detail template: the item as its page query would give it. */
function pageProps<T>(data: T, pageContext: DetailPageContext): PageProps<T, DetailPageContext> {
  return { data, pageContext } as unknown as PageProps<T, DetailPageContext>;
}

/**
 * The item with the site's own detail template (news, notice, brand, enterprise). A
 * members-only body is shown as members will see it: the editor previews the body, not the
 * registration prompt (the banner says the item is members-only).
 */
function PreviewDetail({ preview, context }: { preview: PreviewAnswer; context: DetailPageContext }) {
  const item = { ...preview.item, date: preview.item.date ?? '', membersOnly: false } as unknown;
  const ctx = { ...context, slug: String(preview.item.slug ?? '') };
  switch (preview.kind) {
    case 'news':
      return (
        <NewsDetail
          {...pageProps({ article: item as NewsData['article'], previous: null, next: null }, ctx)}
        />
      );
    case 'notice':
      return <AnnounceDetail {...pageProps({ notice: item as NoticeData['notice'] }, ctx)} />;
    case 'brand':
      return <BrandDetail {...pageProps({ brand: item as BrandData['brand'] }, ctx)} />;
    case 'enterprise':
      return <OrgDetail {...pageProps({ org: item as OrgData['org'] }, ctx)} />;
  }
}

/** Strapi's admin posts `strapiUpdate` to its preview frame when the entry is saved. */
function isAdminUpdate(event: MessageEvent): boolean {
  const data = event.data as { type?: unknown } | null;
  return window.parent !== window && event.source === window.parent && data?.type === 'strapiUpdate';
}

/**
 * Preview of an unpublished item (decision 073), opened from the CMS with a short-lived
 * token in the fragment. The page is client-only: the draft comes from the website API and
 * never enters a build.
 */
export function PreviewScreen({ pageContext }: { pageContext: SitePageContext }) {
  const { t } = useTranslation();
  const { locale, device, pathFor } = useLocale();
  const call = useApiClient();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ state: 'reading' });
  const [revision, setRevision] = useState(0);

  useEffect(() => setToken(takePreviewToken()), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isAdminUpdate(event)) setRevision((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setLoad({ state: 'no-token' });
      return;
    }
    let current = true;
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    void call<PreviewAnswer>({
      method: 'POST',
      path: '/preview',
      body: { token },
      ownFailureToast: true,
      silentCodes: [NOT_FOUND],
    }).then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ state: 'ready', preview: result.data });
      else if (result.code === REFUSED) setLoad({ state: 'failed', message: t('pages:preview.refused') });
      else if (result.code === NOT_FOUND) setLoad({ state: 'failed', message: t('pages:preview.notFound') });
      else setLoad({ state: 'failed', message: result.msg || t('common:error.unknown') });
    });
    return () => {
      current = false;
    };
  }, [token, revision, call, t]);

  const loading = (
    <p role="status" className={styles.message}>
      {t('pages:preview.loading')}
    </p>
  );
  if (load.state === 'reading' || load.state === 'loading') return loading;
  if (load.state === 'no-token' || load.state === 'failed') {
    return (
      <p role="alert" className={styles.message} data-testid="preview-message">
        {load.state === 'no-token' ? t('pages:preview.noToken') : load.message}
      </p>
    );
  }

  const { preview } = load;
  const other: Device = device === 'pc' ? 'mobile' : 'pc';
  const context: DetailPageContext = {
    ...pageContext,
    locale,
    device,
    id: '',
    slug: '',
    previousId: '',
    nextId: '',
  };
  return (
    <>
      <div className={styles.banner} data-testid="preview-banner">
        <span className={styles.label}>{t('pages:preview.banner')}</span>
        <span className={styles.status}>
          {preview.status === 'published'
            ? t('pages:preview.status.published')
            : t('pages:preview.status.draft')}
        </span>
        {/* A full load: the other layout may be the other build's root. The token goes along in the fragment. */}
        <a
          className={styles.layoutSwitch}
          href={`${pathFor('/preview', { device: other })}#token=${token ?? ''}`}
        >
          {other === 'pc' ? t('pages:preview.otherLayout.pc') : t('pages:preview.otherLayout.mobile')}
        </a>
        {preview.item.membersOnly === true && <p className={styles.note}>{t('pages:preview.membersOnly')}</p>}
      </div>
      <Suspense fallback={loading}>
        <PreviewDetail preview={preview} context={context} />
      </Suspense>
    </>
  );
}
