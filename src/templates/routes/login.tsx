import React from 'react';
import type { HeadProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:login.title')} intro={t('pages:login.description')}>
      <LoginForm />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:login.title')}
      description={t('pages:login.description')}
    />
  );
}
