/**
 * notistack is neither loaded nor mounted while a page loads (decision 098): the first toast
 * loads the toast stack's chunk, waits in the inbox and shows once the chunk is in.
 */
import path from 'node:path';
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { ROOT, reach, templateFiles } from '@site/test-utils/import-graph';
import { TranslationProvider } from '../../i18n/react';
import { getTranslator } from '../../i18n/translators';
import type { Resources } from '../../i18n/resource-types';
import en from '../../i18n/resources/en';
import { ToastProvider } from './toast-provider';
import { TOAST_DEFAULT_DURATION_MS } from './toast-store';
import { useToast, type ToastApi } from './use-toast';

const HOST = path.join(ROOT, 'src/features/toast/notistack-host.tsx');

// Counts the evaluations of the toast stack's module: in the browser, its chunk's.
let mockHostLoads = 0;
jest.mock('./notistack-host', () => {
  mockHostLoads += 1;
  return jest.requireActual('./notistack-host');
});

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}

afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** Lets whatever a timer started (an `import()`, its `.then`) run to its end. */
async function advanceAndSettle(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

test('a page loads no toast stack; toasts raised before its chunk is in show once it is', async () => {
  jest.useFakeTimers();
  render(
    <TranslationProvider translator={getTranslator('en', en as Resources)}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </TranslationProvider>,
  );
  // Long past the browser's first idle moment: nothing of notistack was loaded or mounted.
  await advanceAndSettle(10_000);
  expect(mockHostLoads).toBe(0);
  expect(document.querySelector('[class*="notistack"]')).toBeNull();

  act(() => {
    toast.error('Failed to save.');
    toast.error('Failed to save.');
    toast.success('Saved.');
  });
  // The chunk is on its way: the toasts wait for it.
  expect(screen.queryByText('Failed to save.')).not.toBeInTheDocument();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save.');
  expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  expect(screen.getByTitle('Shown 2 times')).toHaveTextContent('2');
  expect(mockHostLoads).toBe(1);

  // Each keeps its duration from when it is shown, and later toasts show at once.
  act(() => toast.info('Heads up.'));
  expect(screen.getByText('Heads up.')).toBeInTheDocument();
  advance(TOAST_DEFAULT_DURATION_MS - 1);
  expect(screen.getByText('Saved.')).toBeInTheDocument();
  advance(1);
  for (let i = 0; i < 6; i += 1) advance(250);
  expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  expect(screen.queryByText('Heads up.')).not.toBeInTheDocument();
  expect(mockHostLoads).toBe(1);
});

test('notistack and the toast stack are in the toast chunk only: the shell and the templates reach them through import()', () => {
  const app = reach(path.join(ROOT, 'gatsby-browser.tsx'));
  expect(app.packages.has('notistack')).toBe(false);
  expect(app.lazy.has(HOST)).toBe(true);
  // The shell holds the API and the inbox; counting repeats and showing are the chunk's.
  expect(app.files).toContain(path.join(ROOT, 'src/features/toast/toast-inbox.ts'));
  expect(app.files).not.toContain(path.join(ROOT, 'src/features/toast/toast-store.ts'));
  expect(reach(HOST).packages.has('notistack')).toBe(true);
  const templates = templateFiles().filter((file) => reach(file).packages.has('notistack'));
  expect(templates.map((file) => path.relative(ROOT, file))).toEqual([]);
});
