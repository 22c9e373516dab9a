import React from 'react';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  const { title, intro } = usePageTexts('pages:login');
  return (
    <PageFrame title={title} intro={intro}>
      <LoginForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:login');
