import React from 'react';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import '~/features/auth/components/auth-styles';
import { routeHead, usePageTexts } from '../route-head';

const RegisterForm = island(() =>
  import('~/features/auth/components/register-form').then((m) => m.RegisterForm),
);

export default function RegisterPage() {
  const { title, intro } = usePageTexts('pages:register');
  return (
    <PageFrame title={title} intro={intro}>
      <RegisterForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:register');
