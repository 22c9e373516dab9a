import React from 'react';
import { useLocale } from '../../i18n/locale-context';
import { LinkFilter, type LinkFilterProps } from '../../components/link-filter/link-filter';

/** One side-menu group of a content list: filter links on the list's own route. */
export function FilterGroup(props: Omit<LinkFilterProps, 'route' | 'kind'>) {
  const { route } = useLocale();
  return <LinkFilter {...props} route={route} kind="region" />;
}
