import '@testing-library/jest-dom';

// A console.error during a component test is a failure: it hides real bugs.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${String(args[0])}`);
  };
});
afterEach(() => {
  console.error = originalError;
});
