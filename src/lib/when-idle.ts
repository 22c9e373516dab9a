/** Where the browser has no idle callbacks (Safari), a task runs this long after it was asked for. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** The longest a task waits for an idle moment: on a page that is never idle it still runs. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` in a task of its own when the browser is next idle. Work no reader waits for (a
 * visit record, the release check) goes this way, so it does not lengthen a task of the
 * start-up or delay a tap (decision 098). Idle is not "after the start-up": while a page waits
 * for its scripts the main thread is idle too, so a task asked for early can still run before
 * hydration, between the start-up's tasks rather than inside one.
 */
export function whenIdle(win: Window, task: () => void): void {
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    win.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  }
}

/**
 * Resolves in a task of its own (a zero-delay timer). `onClientEntry` awaits it after the
 * page's strings came in, so Gatsby's start (the page's resources, the first render's setup)
 * runs in the next task instead of the one that evaluated the strings chunk: two shorter tasks
 * in place of one that a phone counts as blocking (decision 098, twelfth round).
 */
export function nextTask(win: Window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
