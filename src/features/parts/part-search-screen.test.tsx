import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { Device, Locale } from '@site/routing';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { PartSearchScreen } from './part-search-screen';
import { GD32, member, preview, summary } from './test-fixtures/answers';

const TOKEN = 'p'.repeat(43);
const MAKERS_PATH = '/website/parts/brands';

/** The calls other than the form's makers list. */
function searchCalls<T extends { path: string }>(calls: T[]): T[] {
  return calls.filter((call) => call.path !== MAKERS_PATH);
}

function searchAnswer(overrides: object = {}) {
  return {
    query: 'STM32F103',
    mode: 'auto',
    match: 'prefix',
    notExact: false,
    matchedOn: null,
    total: 45,
    totalCapped: false,
    page: 1,
    pageSize: 20,
    ...member,
    items: [summary(), GD32],
    ...overrides,
  };
}

function renderSearch(
  search: string,
  { locale = 'en', device = 'pc' }: { locale?: Locale; device?: Device } = {},
) {
  return renderWithProviders(<PartSearchScreen search={search} />, { locale, device, route: '/rep/search' });
}

beforeEach(() => (navigate as jest.Mock).mockClear());
afterEach(() => sessionStore.clear());

test('without a query nothing is asked and the reader is told what to enter', async () => {
  const { calls } = mockFetch({});
  renderSearch('?package=SOT-23');
  expect(
    await screen.findByText('Enter a part number or keywords, or choose a category or a maker, then search.'),
  ).toBeInTheDocument();
  expect(searchCalls(calls)).toHaveLength(0);
});

test('members get every result with pages, a count in the live region and no register prompt', async () => {
  const { calls } = mockFetch({
    'GET /website/parts/search?q=STM32F103&category=mcu&page=2&pageSize=20': {
      body: envelope(searchAnswer({ page: 2 })),
    },
  });
  sessionStore.start(TOKEN, null);
  renderSearch('?q=STM32F103&category=mcu&page=2');

  const status = await screen.findByTestId('search-status');
  expect(status).toHaveAttribute('role', 'status');
  expect(await within(status).findByText('45 parts found.')).toBeInTheDocument();
  expect(within(status).getByText('Part numbers starting with “STM32F103”.')).toBeInTheDocument();
  expect(searchCalls(calls)[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
  expect(searchCalls(calls)[0].headers['x-locale']).toBe('en');

  const results = screen.getAllByTestId('part-result');
  expect(results).toHaveLength(2);
  const first = within(results[0]);
  expect(first.getByRole('heading', { name: 'STM32F103C8T6' })).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'STM32F103C8T6' })).toHaveAttribute(
    'href',
    '/en/rep/part/st-STM32F103C8T6',
  );
  expect(first.getByText('Microcontrollers')).toBeInTheDocument();
  expect(first.getByText('LQFP-48, 48 pins')).toBeInTheDocument();
  expect(first.getByRole('link', { name: /Datasheet/ })).toHaveAttribute('target', '_blank');
  expect(within(results[1]).getByText(/GigaDevice/)).toBeInTheDocument();
  expect(within(results[1]).getByText('(China)')).toBeInTheDocument();

  const pager = screen.getByRole('navigation', { name: 'Pages of search results' });
  expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/en/rep/search?q=STM32F103&category=mcu&page=3',
  );
  expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/en/rep/search?q=STM32F103&category=mcu',
  );
  expect(screen.queryByTestId('parts-register-prompt')).not.toBeInTheDocument();
});

test('visitors see the preview, how much of it, and the register prompt', async () => {
  const { calls } = mockFetch({
    'GET /website/parts/search?q=LM358&page=1&pageSize=20': {
      body: envelope(
        searchAnswer({
          query: 'LM358',
          total: 6,
          pageSize: 5,
          ...preview,
          items: [summary({ id: 'ti-LM358DR', mpn: 'LM358DR' })],
        }),
      ),
    },
  });
  window.history.replaceState(null, '', '/en/rep/search?q=LM358');
  renderSearch('?q=LM358');
  expect(await screen.findByText('6 parts found. You are seeing the first 1.')).toBeInTheDocument();
  expect(searchCalls(calls)[0].headers.Authorization).toBeUndefined();
  const prompt = screen.getByRole('complementary', { name: 'See every result with a free membership' });
  // Registering or logging in comes back to these results.
  const back = '?returnTo=%2Fen%2Frep%2Fsearch%3Fq%3DLM358';
  expect(within(prompt).getByRole('link', { name: 'Register for free' })).toHaveAttribute(
    'href',
    `/en/register${back}`,
  );
  expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/en/login${back}`);
  window.history.replaceState(null, '', '/');
  expect(screen.queryByRole('navigation', { name: 'Pages of search results' })).not.toBeInTheDocument();
});

test('a tolerant match shows the API notice and what it matched on', async () => {
  mockFetch({
    'GET /website/parts/search?q=TPS71725QDRVRQ1&page=1&pageSize=20': {
      body: envelope(
        searchAnswer({
          query: 'TPS71725QDRVRQ1',
          match: 'tolerant',
          notExact: true,
          matchedOn: 'TPS71725QDRV',
          total: 1,
          notice: '完全一致する型番はありません。近い型番を表示しています。',
          items: [summary({ id: 'ti-TPS71725QDRVR', mpn: 'TPS71725QDRVR', category: 'ldo', aec: 'Q100-1' })],
        }),
      ),
    },
  });
  renderSearch('?q=TPS71725QDRVRQ1', { locale: 'jp' });
  const notice = await screen.findByTestId('not-exact-notice');
  expect(notice).toHaveTextContent('完全一致する型番はありません。近い型番を表示しています。');
  expect(notice).toHaveTextContent('一致した部分：「TPS71725QDRV」');
  // The notice sits in the live region, so it is announced with the count.
  expect(within(screen.getByRole('status')).getByText('1件の部品が見つかりました。')).toBeInTheDocument();
  expect(within(screen.getByTestId('part-result')).getByText('AEC-Q100 グレード1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'TPS71725QDRVR' })).toHaveAttribute(
    'href',
    '/rep/part/ti-TPS71725QDRVR',
  );
});

test('the form puts the search and every filter into the URL', async () => {
  mockFetch({});
  const user = userEvent.setup();
  renderSearch('');
  await user.type(screen.getByRole('searchbox', { name: 'Part number or keywords' }), ' tps717 ');
  await user.click(screen.getByRole('radio', { name: 'Starts with' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'LDO regulators');
  await user.type(screen.getByRole('textbox', { name: 'Maker code' }), 'TI');
  await user.type(screen.getByRole('textbox', { name: 'Package' }), 'SOT-23-5');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Automotive grade' }), 'AEC-Q100 Grade 1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Maker origin' }), 'Chinese makers');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(navigate).toHaveBeenCalledWith(
    '/en/rep/search?q=tps717&mode=prefix&category=ldo&brand=ti&package=SOT-23-5&aec=Q100-1&origin=CN',
  );
});

test('an empty search and a bad maker code are refused with linked messages', async () => {
  mockFetch({});
  const user = userEvent.setup();
  renderSearch('');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Enter a part number or keywords, or choose a category or a maker.',
  );
  expect(screen.getByRole('searchbox', { name: 'Part number or keywords' })).toHaveAccessibleDescription(
    'Enter a part number or keywords, or choose a category or a maker.',
  );
  const brand = screen.getByRole('textbox', { name: 'Maker code' });
  await user.type(brand, 'Texas Instruments');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(brand).toHaveAttribute('aria-invalid', 'true');
  expect(brand).toHaveAccessibleDescription(/A maker code has 2 to 16 letters or digits\./);
  expect(navigate).not.toHaveBeenCalled();
});

test('the fields follow the URL when Back changes it', async () => {
  mockFetch({
    'GET /website/parts/search?q=LM358&mode=exact&page=1&pageSize=20': {
      body: envelope(searchAnswer({ total: 0, match: 'none', items: [] })),
    },
    'GET /website/parts/search?q=2N7002&page=1&pageSize=20': {
      body: envelope(searchAnswer({ query: '2N7002', total: 1, match: 'exact', items: [summary()] })),
    },
  });
  const { rerender } = renderSearch('?q=LM358&mode=exact');
  expect(await screen.findByRole('searchbox', { name: 'Part number or keywords' })).toHaveValue('LM358');
  expect(screen.getByRole('radio', { name: 'Exact part number' })).toBeChecked();
  expect(await screen.findByText('No matching parts found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en/rep/search');
  rerender(<PartSearchScreen search="?q=2N7002" />);
  expect(screen.getByRole('searchbox', { name: 'Part number or keywords' })).toHaveValue('2N7002');
  expect(screen.getByRole('radio', { name: 'Best match' })).toBeChecked();
  expect(await screen.findByText('1 part found.')).toBeInTheDocument();
});

test('a refused request shows the toast and a retry that asks again', async () => {
  let answers = 0;
  mockFetch({
    'GET /website/parts/search?q=LM358&page=1&pageSize=20': () => {
      answers += 1;
      return answers === 1
        ? { status: 429, body: envelope(undefined, 429, 'Too many requests. Please try again later.') }
        : { body: envelope(searchAnswer({ query: 'LM358', total: 1, items: [summary()] })) };
    },
  });
  renderSearch('?q=LM358');
  const retry = await screen.findByRole('button', { name: 'Try again' });
  // The toast's chunk loads with the first toast: the message may come after the retry button.
  expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  expect(screen.getByTestId('search-status')).toHaveTextContent('The search could not be completed.');
  await userEvent.click(retry);
  expect(await screen.findByText('1 part found.')).toBeInTheDocument();
});

test('an answer outside the contract is not shown: the schema that loads with the request refuses it', async () => {
  mockFetch({
    'GET /website/parts/search?q=LM358&page=1&pageSize=20': {
      body: envelope(searchAnswer({ items: [{ ...summary(), category: 'tubes' }] })),
    },
  });
  renderSearch('?q=LM358');
  expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  expect(screen.getByTestId('search-status')).toHaveTextContent('The search could not be completed.');
  expect(screen.queryByTestId('part-result')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('on phones the filters fold into a disclosure that opens when one is set', async () => {
  mockFetch({
    'GET /website/parts/search?q=LM358&origin=intl&page=1&pageSize=20': { body: envelope(searchAnswer()) },
  });
  const { container } = renderSearch('?q=LM358&origin=intl', { locale: 'zh', device: 'mobile' });
  await screen.findByText('找到45个元器件。');
  const disclosure = container.querySelector('details');
  expect(disclosure).toHaveAttribute('open');
  expect(within(disclosure as HTMLElement).getByText('筛选（已设置1项）')).toBeInTheDocument();
  expect(within(disclosure as HTMLElement).getByRole('combobox', { name: '厂商所在地' })).toHaveValue('intl');
});

test('a token the API no longer accepts ends the session', async () => {
  const { calls } = mockFetch({
    'GET /website/parts/search?q=LM358&page=1&pageSize=20': {
      body: envelope(searchAnswer({ ...preview, items: [summary()] })),
    },
  });
  sessionStore.start(TOKEN, null);
  renderSearch('?q=LM358');
  await screen.findByTestId('parts-register-prompt');
  expect(sessionStore.get()).toMatchObject({ token: null, expired: true });
  // The preview on screen is what a visitor gets: it is not asked for again.
  expect(screen.getAllByTestId('part-result')).toHaveLength(1);
  expect(searchCalls(calls)).toHaveLength(1);
});

const MAKERS = [
  { code: 'gigadevice', name: 'GigaDevice', origin: 'CN' },
  { code: 'ti', name: 'Texas Instruments', origin: 'US' },
  { code: 'st', name: 'STMicroelectronics', origin: 'CH' },
];

describe('the maker filter, fed by the makers list', () => {
  test('typing narrows the list; arrow keys and Enter choose; the code goes into the URL', async () => {
    const { calls } = mockFetch({ [`GET ${MAKERS_PATH}`]: { body: envelope(MAKERS) } });
    const user = userEvent.setup();
    renderSearch('');
    const maker = await screen.findByRole('combobox', { name: 'Maker' });
    expect(maker).toHaveAccessibleDescription('Type part of a maker name and choose it from the list.');
    // The list is asked in the reader's language.
    expect(calls.find((call) => call.path === MAKERS_PATH)?.headers['x-locale']).toBe('en');
    await user.type(maker, 'inst');
    expect(maker).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Maker' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Texas InstrumentsUnited States']);
    expect(screen.getByText('1 makers in the list')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(maker).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    expect(within(list).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    // Enter chooses the option; it does not submit the search.
    await user.keyboard('{Enter}');
    expect(maker).toHaveValue('Texas Instruments');
    expect(maker).toHaveAttribute('aria-expanded', 'false');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/en/rep/search?brand=ti');
  });

  test('the maker in the URL shows by name; Escape closes the list; a name that is no maker is refused', async () => {
    mockFetch({
      [`GET ${MAKERS_PATH}`]: { body: envelope(MAKERS) },
      'GET /website/parts/search?brand=gigadevice&page=1&pageSize=20': {
        body: envelope(searchAnswer({ query: '', items: [GD32] })),
      },
    });
    const user = userEvent.setup();
    renderSearch('?brand=gigadevice', { locale: 'jp' });
    const maker = await screen.findByRole('combobox', { name: 'メーカー' });
    await screen.findByDisplayValue('GigaDevice');
    await user.click(maker);
    expect(maker).toHaveAttribute('aria-expanded', 'true');
    // Once a maker is chosen, the list offers every maker again, the country in Japanese.
    expect(within(screen.getByRole('listbox', { name: 'メーカー' })).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: /Texas Instruments/ })).toHaveTextContent('アメリカ合衆国');
    await user.keyboard('{Escape}');
    expect(maker).toHaveAttribute('aria-expanded', 'false');
    await user.clear(maker);
    await user.type(maker, 'Unknown Semi');
    expect(screen.getByText('該当するメーカーはありません')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(maker).toHaveAttribute('aria-invalid', 'true');
    expect(maker).toHaveAccessibleDescription(/一覧からメーカーを選んでください。/);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a click on an option chooses it', async () => {
    mockFetch({ [`GET ${MAKERS_PATH}`]: { body: envelope(MAKERS) } });
    const user = userEvent.setup();
    renderSearch('?q=GD32');
    const maker = await screen.findByRole('combobox', { name: 'Maker' });
    await user.type(maker, 'giga');
    await user.click(screen.getByRole('option', { name: /GigaDevice/ }));
    expect(maker).toHaveValue('GigaDevice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/en/rep/search?q=GD32&brand=gigadevice');
  });
});
