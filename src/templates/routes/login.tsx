import React from 'react';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import '~/features/auth/components/auth-styles';
import { routeHead, usePageTexts } from '../route-head';

const LoginForm = island(() => import('~/features/auth/components/login-form').then((m) => m.LoginForm));

export default function LoginPage() {
  const { title, intro } = usePageTexts('pages:login');
  return (
    <PageFrame title={title} intro={intro}>
      <LoginForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:login');
