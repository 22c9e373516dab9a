import { useSyncExternalStore } from 'react';
import { createListeners } from '../../lib/listeners';
import { readConsent, writeConsent, type ConsentState } from './consent';

interface ConsentValue {
  consent: ConsentState;
  /** False until the cookie has been read in the browser (static HTML has no cookie). */
  ready: boolean;
  decide: (accepted: boolean) => void;
}

/**
 * The visitor's cookie decision, read from the cookie itself: a store the banner subscribes
 * to, not a context. A context whose value changes while the page hydrates marks every
 * island below it as changed (React cannot tell whether the island reads it), and an island
 * whose chunk is not in yet then loses its server HTML (React error 421; decision 081).
 */
const listeners = createListeners();

/**
 * The cookie as last read (`undefined`: not read). React asks for the snapshot several times per
 * render and again after every commit, and each `document.cookie` read asks the browser process
 * (a phone's hydration spent more time in them than in the banner's render, decision 098), so
 * it is read once when the banner subscribes and kept until the visitor decides.
 */
let lastRead: ConsentState | undefined;

/** The cookie, in the browser after hydration. */
const clientSnapshot = (): ConsentState => (lastRead === undefined ? (lastRead = readConsent()) : lastRead);
/** Not read yet: the static HTML and the hydrating render. */
const serverSnapshot = (): ConsentState | undefined => undefined;

/** A banner mounting reads the cookie afresh (a decision made since in another tab counts). */
function subscribe(listener: () => void): () => void {
  lastRead = undefined;
  return listeners.subscribe(listener);
}

function decide(accepted: boolean): void {
  writeConsent(accepted);
  lastRead = accepted;
  listeners.notify();
}

export function useConsent(): ConsentValue {
  const consent = useSyncExternalStore<ConsentState | undefined>(subscribe, clientSnapshot, serverSnapshot);
  return { consent: consent ?? null, ready: consent !== undefined, decide };
}
