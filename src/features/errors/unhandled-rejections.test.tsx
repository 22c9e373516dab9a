import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { routeProgress } from '../app-shell/route-progress';

function reject(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => routeProgress.finish());

test('an unhandled rejection replaces the page with the error page, with its message', () => {
  renderWithProviders(<p>Page body</p>, { locale: 'en' });
  reject(new Error('Cannot read the basket'));
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByTestId('error-status')).toHaveTextContent('500');
  expect(screen.getByTestId('error-reason')).toHaveTextContent('Cannot read the basket');
  expect(screen.queryByText('Page body')).toBeNull();
});

test('a page load that fails during a route change shows the failed bar and the error page', () => {
  jest.useFakeTimers();
  try {
    // The whole layout: the bar sits outside the page, which the error page replaces.
    renderWithProviders(<p>Page body</p>, { locale: 'jp', layout: true });
    act(() => {
      routeProgress.start();
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    reject(new Error('We couldn\'t load "/page-data/sq/d/1.json"'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('route-progress-failed')).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('route-progress-failed')).toHaveTextContent('ページを読み込めませんでした。');
    expect(screen.getByTestId('error-reason')).toHaveTextContent(/^ページを読み込めませんでした。接続を確認/);
    // The next route change starts afresh.
    act(() => routeProgress.start());
    expect(screen.queryByTestId('route-progress-failed')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('background prefetch failures (no Error) and chunk failures leave the page alone', () => {
  renderWithProviders(<p>Page body</p>, { locale: 'en' });
  reject(undefined);
  reject(new Event('error'));
  reject(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }));
  expect(screen.getByText('Page body')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});
