import * as React from 'react';
import { Flex, Link, Loader, Status, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
// Answer of `GET /publish-state/:model/:documentId`.
import type { PublishState } from '../publish-state';

/** Content types with a page per item on the site (as in src/publish-state). */
const MODELS: Record<string, string> = {
  'api::news-article.news-article': 'news-article',
  'api::notice.notice': 'notice',
  'api::brand.brand': 'brand',
  'api::enterprise.enterprise': 'enterprise',
};

type Variant = 'success' | 'danger' | 'secondary' | 'neutral' | 'warning';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

const REMOVALS = ['entry.unpublish', 'entry.delete'];

/** The editor's sentence for a state, and the colour of its badge. */
export function describe(state: PublishState): { variant: Variant; label: string; detail: string | null } {
  const { change } = state;
  if (state.error) return { variant: 'neutral', label: 'Site state unknown', detail: state.error };
  if (!change) {
    return state.published
      ? { variant: 'success', label: 'Published', detail: 'No change since the site server started.' }
      : { variant: 'neutral', label: 'Not on the site', detail: 'Not published in this locale.' };
  }
  switch (change.state) {
    case 'queued':
      return { variant: 'secondary', label: 'Queued', detail: 'Waiting for the next site build.' };
    case 'building':
      return {
        variant: 'secondary',
        label: change.attempt > 1 ? 'Building (second try)' : 'Building',
        detail: change.reason ? `The first try failed: ${change.reason}` : 'The site is being built.',
      };
    case 'live':
      return REMOVALS.includes(change.event)
        ? { variant: 'success', label: `Removed from the site since ${time(change.liveSince)}`, detail: null }
        : {
            variant: 'success',
            label: `Live since ${time(change.liveSince)}`,
            detail: change.releaseId ? `Release ${change.releaseId}` : null,
          };
    case 'failed':
      return {
        variant: 'danger',
        label: `Failed: ${change.reason ?? 'the site build failed'}`,
        detail: change.retryAt
          ? `Retrying at ${time(change.retryAt)}. The site shows the previous version until then.`
          : 'The site still shows the previous version. Publish again to try once more.',
      };
  }
}

const settled = (state: PublishState | null) =>
  !state?.change ||
  state.change.state === 'live' ||
  (state.change.state === 'failed' && !state.change.retryAt);

function PublishStateView({
  model,
  documentId,
  locale,
  document,
}: {
  model: string;
  documentId: string;
  locale: string | null;
  document: PanelComponentProps['document'];
}) {
  const { get } = useFetchClient();
  const [state, setState] = React.useState<PublishState | null>(null);
  const [failed, setFailed] = React.useState(false);
  // A publish changes the document: ask again right away.
  const version = `${String(document?.publishedAt ?? '')}|${String(document?.updatedAt ?? '')}`;

  React.useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
        const res = await get<{ data: PublishState }>(
          `/publish-state/${model}/${encodeURIComponent(documentId)}${query}`,
        );
        if (stop) return;
        setState(res.data.data);
        setFailed(false);
        // Poll while something is on its way; a settled state is asked again after a publish.
        if (!settled(res.data.data)) timer = setTimeout(load, 3000);
      } catch {
        if (!stop) setFailed(true);
      }
    };
    void load();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [get, model, documentId, locale, version]);

  if (failed) {
    return (
      <Typography variant="pi" textColor="neutral600">
        The publish state could not be loaded.
      </Typography>
    );
  }
  if (!state) return <Loader small>Loading the publish state</Loader>;
  const text = describe(state);
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Status variant={text.variant} size="S">
        <Typography fontWeight="bold" textColor={`${text.variant}700`}>
          {text.label}
        </Typography>
      </Status>
      {text.detail ? (
        <Typography variant="pi" textColor="neutral600">
          {text.detail}
        </Typography>
      ) : null}
      {state.pageUrl ? (
        <Link href={state.pageUrl} isExternal>
          Open the live page
        </Link>
      ) : null}
    </Flex>
  );
}

/** Side panel of the edit view: publish state of this document in this locale, and its page. */
export const PublishStatePanel: PanelComponent = ({ model, documentId, document }) => {
  const name = MODELS[model];
  if (!name || !documentId) return null;
  const fromUrl = new URLSearchParams(window.location.search).get('plugins[i18n][locale]');
  const locale = (typeof document?.locale === 'string' ? document.locale : null) ?? fromUrl;
  return {
    title: 'On the site',
    content: <PublishStateView model={name} documentId={documentId} locale={locale} document={document} />,
  };
};
