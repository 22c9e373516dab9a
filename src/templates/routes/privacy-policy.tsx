import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SiteHead, headT } from '../../components/seo/site-head';
import { LegalDocument, type LegalDocumentData } from '../../features/content/legal-document';
import type { SitePageContext } from '@site/routing';

interface PrivacyData {
  document: LegalDocumentData | null;
}

export default function PrivacyPolicyPage({ data, pageContext }: PageProps<PrivacyData, SitePageContext>) {
  return <LegalDocument document={data.document} locale={pageContext.locale} />;
}

export function Head({ data, pageContext }: HeadProps<PrivacyData, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={data.document?.title ?? t('pages:privacy-policy.title')}
      description={t('pages:privacy-policy.description')}
    />
  );
}

export const query = graphql`
  query PrivacyPolicy($locale: String!) {
    document: cmsPrivacyPolicy(locale: { eq: $locale }) {
      title
      effectiveDate
      bodyHtml
    }
  }
`;
