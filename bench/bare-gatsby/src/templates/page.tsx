import React from 'react';
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';

interface BarePageContext {
  title: string;
  body: string;
  next: string;
}

interface BarePageData {
  site: { siteMetadata: { title: string } };
}

/** A simple content page: title and a paragraph from the page context, a link to the next page. */
export default function BarePage({ data, pageContext }: PageProps<BarePageData, BarePageContext>) {
  return (
    <main>
      <p>{data.site.siteMetadata.title}</p>
      <h1>{pageContext.title}</h1>
      <p>{pageContext.body}</p>
      <Link to={pageContext.next}>Next page</Link>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<BarePageData, BarePageContext>) {
  return <title>{pageContext.title}</title>;
}

/** A trivial page query, so Gatsby runs one query per page as it does for the site's templates. */
export const query = graphql`
  query BarePage {
    site {
      siteMetadata {
        title
      }
    }
  }
`;
