import React from 'react';
import { useTranslation } from '../../i18n/react';
import { PartScreen } from './part-screen';
import { PartPageView } from './part-page-view';
import type { PartPageData } from './part-page-data';
import { useMemberView, usePageBase } from './server-page-screens';

/** A server-rendered part page: the server's markup first, the members' screen once a member's page runs. */
export function ServerPartScreen({ data, search }: { data: PartPageData; search: string }) {
  const { t } = useTranslation();
  const base = usePageBase();
  if (useMemberView()) return <PartScreen search={search} />;
  return <PartPageView data={data} t={t} base={base} />;
}
