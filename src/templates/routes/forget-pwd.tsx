import React from 'react';
import type { HeadProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgetPwdPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:forget-pwd.title')} intro={t('pages:forget-pwd.description')}>
      <ForgotPasswordForm />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:forget-pwd.title')}
      description={t('pages:forget-pwd.description')}
    />
  );
}
