import { ToastCounts, formatRepeatCount, toastKey } from './toast-store';

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
