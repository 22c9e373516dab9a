import React from 'react';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterPage() {
  const { title, intro } = usePageTexts('pages:register');
  return (
    <PageFrame title={title} intro={intro}>
      <RegisterForm />
    </PageFrame>
  );
}

export const Head = routeHead('pages:register');
