import React from 'react';
import { screen, within } from '@testing-library/react';
import type { Device, Locale } from '@site/routing';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { CompareScreen } from './compare-screen';
import { detail, member, preview, summary } from './test-fixtures/answers';

/** MCP6001-OT and MCP6001R as the API serves them from the KiCad libraries: V+ and V− swapped. */
const TOKEN = 'p'.repeat(43);
const A = 'microchip-MCP6001OT';
const B = 'microchip-MCP6001R';
const opamp = (id: string, mpn: string) =>
  summary({
    id,
    mpn,
    brand: { code: 'microchip', name: 'Microchip Technology' },
    origin: 'US',
    category: 'opamp',
    package: 'SOT-23-5',
    pinCount: 5,
    description: '1MHz, Low-Power Op Amp, SOT-23-5',
  });
const pins = (names: string[]) =>
  names.map((name, i) => ({
    number: i + 1,
    name,
    function: { '~': 'OUT', '+': 'IN+', '-': 'IN-' }[name] ?? name,
  }));
const PINS_A = pins(['~', 'V-', '+', '-', 'V+']);
const PINS_B = pins(['~', 'V+', '+', '-', 'V-']);
const rows = [
  {
    key: 'gbw',
    label: 'Gain bandwidth',
    unit: 'MHz',
    verdict: 'equal',
    severity: null,
    original: { typ: 1 },
    candidate: { typ: 1 },
  },
  {
    key: 'vs',
    label: 'Supply voltage',
    unit: 'V',
    verdict: 'unknown',
    severity: null,
    original: null,
    candidate: null,
  },
  {
    key: 'slew',
    label: 'Slew rate',
    unit: 'V/µs',
    verdict: 'unknown',
    severity: null,
    original: null,
    candidate: null,
  },
];
const comparison = {
  grade: 'D',
  pinToPin: false,
  direction: 'equivalent',
  better: 0,
  worse: 0,
  majorWorse: 0,
};

function answers(limited = false) {
  return {
    [`GET /website/parts/compare?a=${A}&b=${B}`]: {
      body: envelope({
        a: opamp(A, 'MCP6001-OT'),
        b: opamp(B, 'MCP6001R'),
        comparison: limited ? comparison : { ...comparison, rows },
        ...(limited ? preview : member),
      }),
    },
    [`GET /website/parts/${A}`]: {
      body: envelope({ part: detail({ ...opamp(A, 'MCP6001-OT'), pins: PINS_A }), ...member }),
    },
    [`GET /website/parts/${B}`]: {
      body: envelope({ part: detail({ ...opamp(B, 'MCP6001R'), pins: PINS_B }), ...member }),
    },
  };
}

function renderCompare(locale: Locale, device: Device) {
  return renderWithProviders(<CompareScreen search={`?a=${A}&b=${B}`} />, {
    locale,
    device,
    route: '/rep/compare',
  });
}

afterEach(() => sessionStore.clear());

test('members see both pinouts by pin number, pins 2 and 5 marked different, and the data not stated', async () => {
  mockFetch(answers());
  sessionStore.start(TOKEN, null);
  renderCompare('en', 'pc');
  const table = await screen.findByRole('table', { name: 'Pins of MCP6001-OT and MCP6001R by pin number' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Pin', 'MCP6001-OT', 'MCP6001R', 'Match']);
  const cells = (n: number) =>
    within(within(table).getByRole('row', { name: new RegExp(`^${n} `) }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells(1)).toEqual(['~', '~', '=Same function']);
  expect(cells(2)).toEqual(['V-', 'V+', '≠Different function']);
  expect(cells(3)).toEqual(['+', '+', '=Same function']);
  expect(cells(5)).toEqual(['V+', 'V-', '≠Different function']);
  expect(screen.getByTestId('kicad-attribution')).toHaveTextContent(
    'Real parts and their pins come from the KiCad symbol libraries (© KiCad Library Team and contributors), licensed under CC-BY-SA 4.0 with the KiCad library exception.',
  );
  expect(screen.getByTestId('compare-summary')).toHaveTextContent(
    'MCP6001R does the same job as MCP6001-OT in another package or pinout.',
  );
  expect(screen.getByTestId('compare-not-stated')).toHaveTextContent(
    'Not stated in the data: Supply voltage, Slew rate.',
  );
});

test('the phone layout puts the mark under the candidate, in Japanese', async () => {
  mockFetch(answers());
  sessionStore.start(TOKEN, null);
  renderCompare('jp', 'mobile');
  const table = await screen.findByRole('table', { name: 'MCP6001-OTとMCP6001Rのピン（ピン番号順）' });
  expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  const row = within(table).getByRole('row', { name: /^2 / });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['V-', 'V+≠異なる機能']);
});

test('visitors get no pin table and no pin requests', async () => {
  const { calls } = mockFetch(answers(true));
  renderCompare('zh', 'pc');
  expect(await screen.findByTestId('compare-summary')).toBeInTheDocument();
  expect(screen.queryByTestId('pin-table')).not.toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual([expect.stringContaining('/website/parts/compare?')]);
});
