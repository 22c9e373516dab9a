import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard rules of a modal dialog: focus moves to `initial` (or the panel), Tab and
 * Shift+Tab stay inside the panel, Escape calls `onEscape`, and focus goes back to where it
 * was when the dialog closes.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initial?: () => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initial?.() ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
    // The initial focus is chosen once, when the dialog opens (`initial` is left out on purpose).
  }, [panel, onEscape]);
}
