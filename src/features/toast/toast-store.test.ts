import { ToastCounts, ToastInbox, formatRepeatCount, toastKey, type QueuedToast } from './toast-store';

describe('toast counts', () => {
  it('groups identical toasts and counts repeats', () => {
    const counts = new ToastCounts();
    const key = toastKey('error', 'Failed to submit inquiry.');
    expect(counts.add(key)).toBe(true);
    expect(counts.add(key)).toBe(false);
    expect(counts.add(key)).toBe(false);
    expect(counts.get(key)).toBe(3);
    expect(counts.add(toastKey('success', 'Failed to submit inquiry.'))).toBe(true);
    counts.remove(key);
    expect(counts.get(key)).toBe(0);
  });

  it('shows the repeat count up to 99, then 99+', () => {
    expect(formatRepeatCount(2)).toBe('2');
    expect(formatRepeatCount(99)).toBe('99');
    expect(formatRepeatCount(100)).toBe('99+');
  });
});

describe('toast inbox', () => {
  const toast = (message: string): QueuedToast => ({
    key: toastKey('info', message),
    variant: 'info',
    message,
    durationMs: 3000,
  });

  it('keeps toasts until the stack attaches, then hands them over in order, and later ones at once', () => {
    const inbox = new ToastInbox();
    inbox.push(toast('one'));
    inbox.push(toast('two'));
    const taken: string[] = [];
    const detach = inbox.attach((t) => taken.push(t.message));
    expect(taken).toEqual(['one', 'two']);
    inbox.push(toast('three'));
    expect(taken).toEqual(['one', 'two', 'three']);
    detach();
    inbox.push(toast('four'));
    expect(taken).toEqual(['one', 'two', 'three']);
    const again: string[] = [];
    inbox.attach((t) => again.push(t.message));
    expect(again).toEqual(['four']);
  });
});
