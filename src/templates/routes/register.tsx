import React from 'react';
import type { HeadProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:register.title')} intro={t('pages:register.description')}>
      <RegisterForm />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:register.title')}
      description={t('pages:register.description')}
    />
  );
}
