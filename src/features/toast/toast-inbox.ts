import type { ToastVariant } from './toast-store';

/** A toast as a caller raised it (`useToast`); the stack counts repeats and applies the default duration. */
export interface RaisedToast {
  variant: ToastVariant;
  message: string;
  durationMs?: number;
}

/**
 * Where toasts go before the toast stack is there: they wait until it attaches (its chunk
 * loads with the first toast), which then takes them in order and every later one at once.
 * The one part of the toasts in every page's first load, with `ToastProvider`.
 */
export class ToastInbox {
  private waiting: RaisedToast[] = [];
  private take: ((toast: RaisedToast) => void) | null = null;

  push(toast: RaisedToast): void {
    if (this.take) this.take(toast);
    else this.waiting.push(toast);
  }

  /** The stack takes the waiting toasts and every later one; the returned function lets go. */
  attach(take: (toast: RaisedToast) => void): () => void {
    this.take = take;
    this.waiting.splice(0).forEach(take);
    return () => {
      if (this.take === take) this.take = null;
    };
  }
}
