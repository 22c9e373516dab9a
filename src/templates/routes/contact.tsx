import React from 'react';
import type { HeadProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { ContactScreen } from '../../features/contact/contact-screen';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:contact.title')} intro={t('pages:contact.description')}>
      <ContactScreen />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:contact.title')}
      description={t('pages:contact.description')}
    />
  );
}
