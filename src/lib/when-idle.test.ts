import { IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS, nextTask, whenIdle } from './when-idle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

test('a task waits for the browser’s next idle moment, with a deadline', () => {
  const idle: Array<[IdleRequestCallback, IdleRequestOptions | undefined]> = [];
  window.requestIdleCallback = (callback, options) => idle.push([callback, options]);
  const task = jest.fn();
  whenIdle(window, task);
  expect(task).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  expect(idle[0][1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
  idle[0][0]({ didTimeout: false, timeRemaining: () => 10 });
  expect(task).toHaveBeenCalledTimes(1);
});

test('without idle callbacks (Safari) a task runs a moment later, never at once', () => {
  jest.useFakeTimers();
  expect(window.requestIdleCallback).toBeUndefined();
  const task = jest.fn();
  whenIdle(window, task);
  jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});

test('nextTask resolves in a later task, not in the microtasks of the current one', async () => {
  jest.useFakeTimers();
  const order: string[] = [];
  const next = nextTask(window).then(() => order.push('next task'));
  await Promise.resolve().then(() => order.push('microtask'));
  expect(order).toEqual(['microtask']);
  jest.advanceTimersByTime(0);
  await next;
  expect(order).toEqual(['microtask', 'next task']);
});
