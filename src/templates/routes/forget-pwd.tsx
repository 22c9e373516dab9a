import React from 'react';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgetPwdPage() {
  const { title, intro } = usePageTexts('pages:forget-pwd');
  return (
    <PageFrame title={title} intro={intro}>
      <ForgotPasswordForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:forget-pwd');
