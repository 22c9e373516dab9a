import React from 'react';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import { ContactScreen } from '../../features/contact/contact-screen';

export default function ContactPage() {
  const { title, intro } = usePageTexts('pages:contact');
  return (
    <PageFrame title={title} intro={intro}>
      <ContactScreen />
    </PageFrame>
  );
}

export const Head = routeHead('pages:contact');
