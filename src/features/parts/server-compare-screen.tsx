import React from 'react';
import { useTranslation } from '../../i18n/react';
import { CompareScreen } from './compare-screen';
import { ComparePageView } from './part-page-view';
import type { ComparePageData } from './part-page-data';
import { useMemberView, usePageBase } from './server-page-screens';

/** A server-rendered comparison page: the server's markup first, the members' screen once a member's page runs. */
export function ServerCompareScreen({ data, search }: { data: ComparePageData; search: string }) {
  const { t } = useTranslation();
  const base = usePageBase();
  if (useMemberView()) return <CompareScreen search={search} />;
  return <ComparePageView data={data} t={t} base={base} />;
}
