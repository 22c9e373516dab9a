/**
 * The release walks (CSP manifest, precompression) make synchronous file calls, a slice at a
 * time: this many files between two turns of the event loop, so the builder still answers its
 * status while it walks a release of tens of thousands of files.
 */
export const FILES_PER_TURN = 500;

/** Resolves on the next turn of the event loop, after pending I/O callbacks. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
