import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device, Locale } from '@site/routing';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { CompareScreen } from './compare-screen';
import { GD32, GD32_ROWS, member, preview, summary } from './test-fixtures/answers';

const TOKEN = 'r'.repeat(43);
const A = 'st-STM32F103C8T6';
const B = 'gigadevice-GD32F103C8T6';
const COMPARE = `GET /website/parts/compare?a=${A}&b=${B}`;
const comparison = { grade: 'A', pinToPin: true, direction: 'upgrade', better: 1, worse: 0, majorWorse: 0 };

function renderCompare(
  search: string,
  { locale = 'en', device = 'pc' }: { locale?: Locale; device?: Device } = {},
) {
  return renderWithProviders(<CompareScreen search={search} />, { locale, device, route: '/rep/compare' });
}

afterEach(() => sessionStore.clear());

test('two parts side by side with every difference marked', async () => {
  const { calls } = mockFetch({
    [COMPARE]: {
      body: envelope({ a: summary(), b: GD32, comparison: { ...comparison, rows: GD32_ROWS }, ...member }),
    },
  });
  sessionStore.start(TOKEN, null);
  const user = userEvent.setup();
  renderCompare(`?a=${A}&b=${B}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'STM32F103C8T6 and GD32F103C8T6' }),
  ).toBeInTheDocument();
  expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
  const summaryLine = screen.getByTestId('compare-summary');
  expect(summaryLine).toHaveTextContent('Grade A');
  expect(summaryLine).toHaveTextContent(
    'GD32F103C8T6 is pin-to-pin compatible with STM32F103C8T6. 1 better, 0 worse.',
  );
  expect(summaryLine).toHaveTextContent('Upgrade');

  const table = screen.getByRole('table', { name: 'STM32F103C8T6 and GD32F103C8T6 side by side' });
  expect(within(table).getByRole('link', { name: 'GD32F103C8T6' })).toHaveAttribute(
    'href',
    `/en/rep/part/${B}`,
  );
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Item', 'STM32F103C8T6', 'GD32F103C8T6', 'How GD32F103C8T6 compares']);
  const row = (name: RegExp) => within(table).getByRole('row', { name });
  expect(row(/Maker/)).toHaveAttribute('data-differs', 'true');
  expect(row(/Maker/)).toHaveTextContent('≠Different');
  expect(row(/Category/)).not.toHaveAttribute('data-differs');
  expect(row(/Max. CPU clock/)).toHaveAttribute('data-differs', 'true');
  expect(
    within(row(/Max. CPU clock/))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['max. 72 MHz', 'max. 108 MHz', '▲Better']);
  expect(row(/Flash memory/)).not.toHaveAttribute('data-differs');
  expect(within(table).getByRole('row', { name: /Datasheet/ })).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getByRole('rowheader').textContent),
  ).toEqual(['Maker', 'Max. CPU clock']);
  expect(screen.getByRole('link', { name: 'Swap the two parts' })).toHaveAttribute(
    'href',
    `/en/rep/compare/${B}/${A}`,
  );
  expect(screen.getByRole('region', { name: 'What the grades and marks mean' })).toBeInTheDocument();
});

test('visitors see the facts, no grade or verdict, and are invited to register for the rest', async () => {
  // The API answers visitors no comparison (no grade, no verdict counts).
  mockFetch({ [COMPARE]: { body: envelope({ a: summary(), b: GD32, comparison: null, ...preview }) } });
  renderCompare(`?a=${A}&b=${B}`, { locale: 'zh', device: 'mobile' });
  const table = await screen.findByRole('table', { name: 'STM32F103C8T6与GD32F103C8T6并排对比' });
  expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  expect(within(table).getByRole('row', { name: /生命周期/ })).toHaveTextContent('相同');
  expect(within(table).queryByRole('row', { name: /最高CPU频率/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('compare-summary')).not.toBeInTheDocument();
  // Not "they do different jobs": the visitor is simply not shown the grade.
  expect(screen.queryByText(/用途不同/)).not.toBeInTheDocument();
  expect(screen.getByTestId('compare-status')).not.toHaveTextContent('GD32F103C8T6');
  expect(
    within(screen.getByTestId('parts-register-prompt')).getByRole('link', { name: '免费注册' }),
  ).toHaveAttribute('href', '/zh/mobile/register');
});

test('parts that do different jobs are shown without a parameter comparison', async () => {
  const ldo = summary({
    id: 'ti-TPS71725QDRVR',
    mpn: 'TPS71725QDRVR',
    category: 'ldo',
    aec: 'Q100-1',
    brand: { code: 'ti', name: 'Texas Instruments' },
  });
  mockFetch({
    [`GET /website/parts/compare?a=${A}&b=ti-TPS71725QDRVR`]: {
      body: envelope({ a: summary(), b: ldo, comparison: null, ...member }),
    },
  });
  renderCompare(`?a=${A}&b=ti-TPS71725QDRVR`);
  expect(
    await screen.findByText(
      'STM32F103C8T6 and TPS71725QDRVR do different jobs (another category or function), so their parameters are not compared.',
    ),
  ).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('row', { name: /Category/ })).toHaveAttribute('data-differs', 'true');
  expect(within(table).getByRole('row', { name: /AEC-Q qualification/ })).toHaveTextContent(
    'AEC-Q100 Grade 1',
  );
  expect(screen.queryByRole('region', { name: 'What the grades and marks mean' })).not.toBeInTheDocument();
});

test('without two valid ids the page asks for them', async () => {
  const { calls } = mockFetch({});
  renderCompare(`?a=${A}`);
  expect(await screen.findByText('Choose two parts to compare')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
