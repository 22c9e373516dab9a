import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SiteHead, headT } from '../../components/seo/site-head';
import { LegalDocument, type LegalDocumentData } from '../../features/content/legal-document';
import type { SitePageContext } from '@site/routing';

interface TermsData {
  document: LegalDocumentData | null;
}

export default function TermsOfUsePage({ data, pageContext }: PageProps<TermsData, SitePageContext>) {
  return <LegalDocument document={data.document} locale={pageContext.locale} />;
}

export function Head({ data, pageContext }: HeadProps<TermsData, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={data.document?.title ?? t('pages:terms-of-use.title')}
      description={t('pages:terms-of-use.description')}
    />
  );
}

export const query = graphql`
  query TermsOfUse($locale: String!) {
    document: cmsTermsOfUse(locale: { eq: $locale }) {
      title
      effectiveDate
      bodyHtml
    }
  }
`;
