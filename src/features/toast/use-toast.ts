import { createContext, useContext } from 'react';
import type { ToastVariant } from './toast-store';

export interface ToastApi {
  show: (variant: ToastVariant, message: string, options?: { durationMs?: number }) => void;
  success: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Filled by ToastProvider. It lives apart from the provider so that code which only shows
 * toasts does not import the toast stylesheet into every page's chunk: the stylesheet
 * belongs to the app shell alone, which keeps one CSS order across pages.
 */
export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
