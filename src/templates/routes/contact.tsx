import React from 'react';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import '~/features/contact/contact-styles';
import { routeHead, usePageTexts } from '../route-head';

const ContactScreen = island(() => import('~/features/contact/contact-screen').then((m) => m.ContactScreen));

export default function ContactPage() {
  const { title, intro } = usePageTexts('pages:contact');
  return (
    <PageFrame title={title} intro={intro}>
      <ContactScreen />
    </PageFrame>
  );
}

export const Head = routeHead('pages:contact');
