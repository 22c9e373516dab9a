/** Where the browser has no idle callbacks (Safari), a task runs this long after it was asked for. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** The longest a task waits for an idle moment: on a page that is never idle it still runs. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` in a task of its own when the browser is next idle: after the page's start-up
 * (scripts, hydration, the first input), not inside it. Work no reader waits for (a visit
 * record, the release check) goes this way, so it neither lengthens a long task of the
 * start-up nor delays a tap (decision 098).
 */
export function whenIdle(win: Window, task: () => void): void {
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    win.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  }
}
