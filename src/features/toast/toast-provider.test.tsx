import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { TOAST_DEFAULT_DURATION_MS } from './toast-store';
import { useToast, type ToastApi } from './use-toast';

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  renderWithProviders(<Grab />, { locale: 'en' });
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** notistack lets a closed toast slide and collapse out before it leaves the DOM. */
const settle = () => {
  for (let i = 0; i < 6; i += 1) advance(250);
};

test('a toast hides after its duration; errors are alerts, the rest status messages', () => {
  act(() => toast.error('Failed to save.'));
  act(() => toast.success('Saved.'));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to save.');
  expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  advance(TOAST_DEFAULT_DURATION_MS - 1);
  expect(screen.getByText('Saved.')).toBeInTheDocument();
  advance(1);
  settle();
  expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  expect(screen.queryByText('Failed to save.')).not.toBeInTheDocument();
});

test('hovering pauses a toast; leaving gives it half its duration again', () => {
  act(() => toast.info('Heads up.'));
  fireEvent.mouseEnter(screen.getByRole('status'));
  advance(TOAST_DEFAULT_DURATION_MS * 3);
  expect(screen.getByText('Heads up.')).toBeInTheDocument();
  fireEvent.mouseLeave(screen.getByRole('status'));
  advance(TOAST_DEFAULT_DURATION_MS / 2 - 1);
  expect(screen.getByText('Heads up.')).toBeInTheDocument();
  advance(1);
  settle();
  expect(screen.queryByText('Heads up.')).not.toBeInTheDocument();
});

test('identical toasts count up on one toast; the close button and Escape close toasts', () => {
  act(() => {
    toast.error('Busy.');
    toast.error('Busy.');
    toast.error('Busy.');
  });
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByTitle('Shown 3 times')).toHaveTextContent('3');
  act(() => toast.warning('Slow network.'));
  fireEvent.keyDown(document, { key: 'Escape' });
  settle();
  expect(screen.queryByText('Slow network.')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  settle();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => toast.error('Busy.'));
  expect(screen.queryByTitle(/Shown/)).not.toBeInTheDocument();
});

test('at most four toasts show; a fifth lets the oldest go', () => {
  act(() => ['one', 'two', 'three', 'four', 'five'].forEach((text) => toast.info(text)));
  settle();
  expect(screen.getAllByRole('status').map((item) => item.textContent?.replace('×', ''))).toEqual([
    'two',
    'three',
    'four',
    'five',
  ]);
});
