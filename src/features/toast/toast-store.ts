/** Toast variants of spec section 9. */
export const TOAST_VARIANTS = ['success', 'info', 'warning', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const TOAST_REPEAT_MAX = 99;
/** Toasts on screen at once; a new one beyond it lets the oldest go. */
export const TOAST_MAX_SHOWN = 4;

/** The repeat badge shows the count up to 99, then '99+'. */
export function formatRepeatCount(count: number): string {
  return count > TOAST_REPEAT_MAX ? `${TOAST_REPEAT_MAX}+` : String(count);
}

export function toastKey(variant: ToastVariant, message: string): string {
  return `${variant}|${message}`;
}

type Listener = () => void;

/**
 * Counts of identical toasts currently on screen. An identical toast raises the count of
 * the one already shown instead of stacking a copy.
 */
export class ToastCounts {
  private counts = new Map<string, number>();
  private listeners = new Set<Listener>();

  /** Returns true when this is a new toast that must be enqueued. */
  add(key: string): boolean {
    const current = this.counts.get(key) ?? 0;
    this.counts.set(key, current + 1);
    this.emit();
    return current === 0;
  }

  remove(key: string): void {
    if (this.counts.delete(key)) this.emit();
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
