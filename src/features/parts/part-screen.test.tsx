import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device, Locale } from '@site/routing';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { PartScreen } from './part-screen';
import { GD32, GD32_ROWS, RCT6, RCT6_ROWS, detail, member, preview, summary } from './test-fixtures/answers';

const TOKEN = 'q'.repeat(43);
const ID = 'st-STM32F103C8T6';

function substitutesAnswer(access: object, withRows: boolean, overrides: object = {}) {
  return {
    part: summary(),
    total: 2,
    counts: { A: 1, B: 0, C: 0, D: 1 },
    page: 1,
    pageSize: 20,
    ...access,
    items: [
      {
        part: GD32,
        comparison: {
          grade: 'A',
          pinToPin: true,
          direction: 'upgrade',
          better: 1,
          worse: 0,
          majorWorse: 0,
          ...(withRows ? { rows: GD32_ROWS } : {}),
        },
      },
      {
        part: RCT6,
        comparison: {
          grade: 'D',
          pinToPin: false,
          direction: 'mixed',
          better: 2,
          worse: 3,
          majorWorse: 1,
          ...(withRows ? { rows: RCT6_ROWS } : {}),
        },
      },
    ],
    ...overrides,
  };
}

function serveMember(substitutesSearch = '?page=1&pageSize=20', overrides: object = {}) {
  return mockFetch({
    [`GET /website/parts/${ID}`]: { body: envelope({ part: detail(), ...member }) },
    [`GET /website/parts/${ID}/substitutes${substitutesSearch}`]: {
      body: envelope(substitutesAnswer(member, true, overrides)),
    },
  });
}

function renderPart(
  search: string,
  { locale = 'en', device = 'pc' }: { locale?: Locale; device?: Device } = {},
) {
  return renderWithProviders(<PartScreen search={search} />, { locale, device, route: '/rep/part' });
}

afterEach(() => sessionStore.clear());

test('members see the part: facts, parameters with units, pins and the datasheet', async () => {
  const { calls } = serveMember();
  sessionStore.start(TOKEN, null);
  renderPart(`?id=${ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'STM32F103C8T6' })).toBeInTheDocument();
  expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
  expect(screen.getByText('STMicroelectronics')).toBeInTheDocument();
  expect(screen.getByText('(Switzerland)')).toBeInTheDocument();
  expect(screen.getByText('CPU core')).toBeInTheDocument();
  expect(screen.getByText('29 December 2024')).toBeInTheDocument();

  const params = screen.getByRole('table', { name: 'Key parameters of STM32F103C8T6' });
  const supply = within(params).getByRole('row', { name: /Supply voltage/ });
  expect(
    within(supply)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', '–Not given', '3.6', 'V']);
  expect(within(params).getByRole('row', { name: /Operating temperature/ })).toHaveTextContent('-40');
  expect(within(params).getByRole('row', { name: /GPIO pins/ })).toHaveTextContent('pcs');

  const pins = screen.getByRole('table', { name: 'Pins of STM32F103C8T6' });
  expect(within(pins).getByRole('row', { name: /PA0-WKUP/ })).toHaveTextContent('PA0');
  expect(screen.getByRole('link', { name: /Datasheet/ })).toHaveAttribute(
    'href',
    'https://www.st.com/resource/en/datasheet/stm32f103c8t6.pdf',
  );
});

test('graded substitutes come with a legend, marks and a parameter-by-parameter explanation', async () => {
  serveMember();
  sessionStore.start(TOKEN, null);
  const user = userEvent.setup();
  renderPart(`?id=${ID}`);

  const table = await screen.findByRole('table', { name: 'Substitutes for STM32F103C8T6, best first' });
  const status = screen.getByTestId('substitutes-status');
  expect(status).toHaveTextContent('2 substitutes found. By grade: A 1, D 1.');

  // The legend explains every grade and mark, and the table points at it.
  const legend = screen.getByRole('region', { name: 'What the grades and marks mean' });
  expect(within(legend).getByText('Pin-to-pin, and no parameter is worse.')).toBeInTheDocument();
  expect(within(legend).getByText('Same function in another package or pinout.')).toBeInTheDocument();
  expect(within(legend).getByText('Better in some parameters, worse in others.')).toBeInTheDocument();
  expect(table).toHaveAccessibleDescription(/Grade A Pin-to-pin, and no parameter is worse\./);

  const rows = within(table).getAllByTestId('substitute-row');
  expect(rows.map((row) => row.getAttribute('data-grade'))).toEqual(['A', 'D']);
  expect(within(rows[0]).getByText('Grade A')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Upgrade')).toBeInTheDocument();
  expect(within(rows[0]).getByText('1 better, 0 worse.')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Mixed')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Other package or pinout')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Not recommended for new designs')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link', { name: 'GD32F103C8T6' })).toHaveAttribute(
    'href',
    '/en/rep/part/gigadevice-GD32F103C8T6',
  );
  expect(within(rows[0]).getByRole('link', { name: 'Compare' })).toHaveAttribute(
    'href',
    `/en/rep/compare/${ID}/gigadevice-GD32F103C8T6`,
  );
  expect(within(rows[0]).getByRole('link', { name: 'Compare' })).toHaveAccessibleDescription('GD32F103C8T6');

  const explain = within(rows[1]).getByRole('button', { name: 'Parameter comparison' });
  expect(explain).toHaveAttribute('aria-expanded', 'false');
  await user.click(explain);
  expect(explain).toHaveAttribute('aria-expanded', 'true');
  const explanation = screen.getByRole('table', { name: 'How STM32F103RCT6 compares with STM32F103C8T6' });
  expect(
    within(explanation)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Parameter', 'STM32F103C8T6', 'STM32F103RCT6', 'Verdict']);
  const cells = (name: RegExp) =>
    within(within(explanation).getByRole('row', { name }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells(/Flash memory/)).toEqual(['max. 64 KB', 'max. 256 KB', '▲Better']);
  expect(cells(/GPIO pins/)).toEqual(['max. 37 pcs', 'Not given', '?Not stated(minor)']);
  expect(cells(/Operating temperature/)).toEqual(['-40 to 85 °C', '0 to 70 °C', '▼Worse(major)']);
  expect(cells(/Lifecycle/)).toEqual(['Active', 'Not recommended for new designs', '▼Worse(minor)']);
  expect(cells(/AEC-Q qualification/)).toEqual(['Not qualified', 'AEC-Q100 Grade 1', '▲Better']);
  await user.click(explain);
  expect(screen.queryByRole('table', { name: /How STM32F103RCT6 compares/ })).not.toBeInTheDocument();
});

test('grade and origin filters are links that keep the part', async () => {
  serveMember('?grade=ABC&origin=CN&page=1&pageSize=20', { total: 1, counts: { A: 1, B: 0, C: 0, D: 0 } });
  sessionStore.start(TOKEN, null);
  renderPart(`?id=${ID}&grade=ABC&origin=CN`);
  await screen.findByText('1 substitute found. By grade: A 1.');
  const grade = screen.getByRole('group', { name: 'Grade' });
  expect(within(grade).getByRole('link', { name: 'Pin-to-pin (A–C)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(within(grade).getByRole('link', { name: 'Grade D' })).toHaveAttribute(
    'href',
    `/en/rep/part/${ID}?grade=D&origin=CN`,
  );
  expect(within(grade).getByRole('link', { name: 'All grades' })).toHaveAttribute(
    'href',
    `/en/rep/part/${ID}?origin=CN`,
  );
  const origin = screen.getByRole('group', { name: 'Maker origin' });
  expect(within(origin).getByRole('link', { name: 'Chinese makers' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('visitors get the preview: no pins, no explanations, a register prompt', async () => {
  const { calls } = mockFetch({
    [`GET /website/parts/${ID}`]: { body: envelope({ part: detail({ pins: [] }), ...preview }) },
    [`GET /website/parts/${ID}/substitutes?page=1&pageSize=20`]: {
      body: envelope(substitutesAnswer(preview, false, { total: 116, pageSize: 3 })),
    },
  });
  renderPart(`?id=${ID}`, { locale: 'jp' });
  expect(
    await screen.findByText(
      '116件の代替品が見つかりました。 評価別：A 1件、D 1件。 最初の2件を表示しています。',
    ),
  ).toBeInTheDocument();
  expect(calls[0].headers.Authorization).toBeUndefined();
  expect(screen.getByText('ピン表は会員の方にご覧いただけます。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'パラメータ比較' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '比較' })).toHaveLength(2);
  const prompt = screen.getByTestId('parts-register-prompt');
  expect(within(prompt).getByRole('link', { name: '無料会員登録' })).toHaveAttribute('href', '/register');
});

test('visitors get no grade or origin filters: their preview is the same whatever the filters', async () => {
  mockFetch({
    [`GET /website/parts/${ID}`]: { body: envelope({ part: detail({ pins: [] }), ...preview }) },
    // A shared link with filters: the API answers the unfiltered preview.
    [`GET /website/parts/${ID}/substitutes?grade=C&origin=CN&page=1&pageSize=20`]: {
      body: envelope(substitutesAnswer(preview, false, { total: 116, pageSize: 3 })),
    },
  });
  renderPart(`?id=${ID}&grade=C&origin=CN`);
  await screen.findByText('116 substitutes found. By grade: A 1, D 1. You are seeing the first 2.');
  expect(screen.queryByRole('group', { name: 'Grade' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Maker origin' })).not.toBeInTheDocument();
});

test('on phones the substitutes table keeps three columns', async () => {
  serveMember();
  sessionStore.start(TOKEN, null);
  renderPart(`?id=${ID}`, { device: 'mobile', locale: 'zh' });
  const table = await screen.findByRole('table', { name: 'STM32F103C8T6的替代料（按推荐程度排序）' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['等级', '型号', '操作']);
  const first = within(table).getAllByTestId('substitute-row')[0];
  expect(within(first).getByRole('rowheader')).toHaveTextContent(/GD32F103C8T6.*GigaDevice.*LQFP-48.*升级/);
});

test('an unknown part says so once, and no substitutes are asked for', async () => {
  const { calls } = mockFetch({
    'GET /website/parts/ti-NOPE1': { status: 404, body: envelope(undefined, 404, 'Part not found.') },
  });
  renderPart('?id=ti-NOPE1');
  expect(
    await screen.findByText('The part may have been removed from the database. Search for it again.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Part not found.')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('a page without a valid id asks for a part and calls nothing', async () => {
  const { calls } = mockFetch({});
  renderPart('?id=<script>');
  expect(await screen.findByText('No part chosen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the substitute search' })).toHaveAttribute(
    'href',
    '/en/rep/search',
  );
  expect(calls).toHaveLength(0);
});

test('a generated demo part and a demo substitute say they are demo data', async () => {
  mockFetch({
    [`GET /website/parts/${ID}`]: { body: envelope({ part: detail({ demo: true }), ...member }) },
    [`GET /website/parts/${ID}/substitutes?page=1&pageSize=20`]: {
      body: envelope(
        substitutesAnswer(member, true, {
          items: [{ ...substitutesAnswer(member, true).items[0], part: { ...GD32, demo: true } }],
        }),
      ),
    },
  });
  sessionStore.start(TOKEN, null);
  renderPart(`?id=${ID}`, { locale: 'zh' });
  expect(await screen.findByRole('heading', { level: 1, name: 'STM32F103C8T6' })).toBeInTheDocument();
  // The part's own mark, and the substitute's once the list is in.
  await waitFor(() => expect(screen.getAllByText('演示数据：生成的器件，并非真实器件')).toHaveLength(2));
});

test('a real part carries no demo mark', async () => {
  serveMember();
  sessionStore.start(TOKEN, null);
  renderPart(`?id=${ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'STM32F103C8T6' })).toBeInTheDocument();
  await screen.findAllByRole('link', { name: 'Compare' });
  expect(screen.queryByText(/Demo data/)).not.toBeInTheDocument();
});
