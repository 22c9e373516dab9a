import React from 'react';
import type { PageProps } from 'gatsby';
import type { ListItem } from '@site/cms-content/src/list-index';
import { PageFrame } from '../components/page-frame';
import type { ListPageContext } from '../features/listing/list-config';
import type { ListScreenProps } from '../features/listing/news-list-screen';
import { routeHead, usePageTexts, type PageTexts } from './route-head';

/** What a list route's page query answers: the first page of items and how many there are. */
export interface ListRouteData<Node> {
  list: { totalCount: number; nodes: Node[] };
}

/**
 * The page and head of a list route (news, notices, brands, enterprises): the route's texts
 * over its list screen, which starts from the first page the page query put in the HTML.
 * The page query itself stays in the route's file, where Gatsby looks for it.
 */
export function listRoute<Node>(
  key: PageTexts,
  toItem: (node: Node) => ListItem,
  Screen: React.ComponentType<ListScreenProps>,
) {
  function ListRoutePage({ data, pageContext, location }: PageProps<ListRouteData<Node>, ListPageContext>) {
    const { title, intro } = usePageTexts(key);
    return (
      <PageFrame title={title} intro={intro}>
        <Screen
          search={location.search}
          firstPage={data.list.nodes.map(toItem)}
          total={data.list.totalCount}
          listing={pageContext.listing}
        />
      </PageFrame>
    );
  }
  return { Page: ListRoutePage, Head: routeHead(key) };
}
