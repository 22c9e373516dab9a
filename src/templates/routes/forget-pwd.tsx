import React from 'react';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import '~/features/auth/components/auth-styles';
import { routeHead, usePageTexts } from '../route-head';

const ForgotPasswordForm = island(() =>
  import('~/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
);

export default function ForgetPwdPage() {
  const { title, intro } = usePageTexts('pages:forget-pwd');
  return (
    <PageFrame title={title} intro={intro}>
      <ForgotPasswordForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:forget-pwd');
