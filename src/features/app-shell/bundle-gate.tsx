import React, { useEffect, useState } from 'react';
import type { ExtraBundle } from '../../i18n/bundles';
import { useTranslation } from '../../i18n/react';
import { hasBundles, loadResources } from '../../i18n/resources';
import { reportChunkError } from './chunk-reload';

export type BundleState = 'loading' | 'ready' | 'failed';

/**
 * Loads string bundles of the page's language that are not in memory yet. Before hydration
 * the page's own bundles are loaded already, so the first render is `ready` there.
 */
export function useBundles(bundles: readonly ExtraBundle[]): BundleState {
  const { locale } = useTranslation();
  const key = `${locale}:${bundles.join(',')}`;
  const [settled, setSettled] = useState<{ key: string; state: BundleState } | null>(null);
  const inMemory = hasBundles(locale, bundles);

  useEffect(() => {
    if (inMemory) return undefined;
    let current = true;
    loadResources(locale, bundles).then(
      () => current && setSettled({ key, state: 'ready' }),
      (error: unknown) => {
        reportChunkError(error);
        if (current) setSettled({ key, state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the locale and the bundles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, inMemory]);

  if (inMemory) return 'ready';
  return settled?.key === key ? settled.state : 'loading';
}

/** Renders a page once the string bundles its screen uses are in memory. */
export function BundleGate({
  bundles,
  children,
}: {
  bundles: readonly ExtraBundle[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const state = useBundles(bundles);
  // The error page takes over (a chunk error has asked for a reload already).
  if (state === 'failed') throw new Error(t('common:error.network'));
  return state === 'ready' ? <>{children}</> : null;
}
