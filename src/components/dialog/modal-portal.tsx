import type React from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a modal at the end of <body>, outside the header's and the page's stacking
 * contexts, so its backdrop covers everything below the modal layer (the cookie banner too).
 */
export function ModalPortal({ children }: { children: React.ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}
