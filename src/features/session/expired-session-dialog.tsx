import React, { Suspense } from 'react';
import { lazyPart } from '../app-shell/lazy-part';
import { useSession } from './session-store';

// The dialog and its stylesheet load only when a session has actually expired.
const ExpiredSessionPrompt = lazyPart(() =>
  import('./expired-session-prompt').then((module) => module.ExpiredSessionPrompt),
);

/** Spec section 4: an expired login offers to log in again or to stay on the page. */
export function ExpiredSessionDialog() {
  const { expired } = useSession();
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionPrompt />
    </Suspense>
  );
}
