import React, { act, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { navigate } from 'gatsby';
import { onLinkIntent } from '../lib/link-intent';
import { installStaticLinks } from './localized-link';
import { LocaleProvider } from '../i18n/locale-context';
import { StaticMarkup } from './static-markup';

/** The server's markup: React's server renderer, with no document, as in the site build. */
function serverHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  const server = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  const doc = Object.getOwnPropertyDescriptor(globalThis, 'document')!;
  Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
  try {
    return server.renderToString(element);
  } finally {
    Object.defineProperty(globalThis, 'document', doc);
  }
}

let renders = 0;
function Entry({ label }: { label: string }) {
  renders += 1;
  return (
    <li>
      <a href={`/en/news/${label}`}>{label}</a>
    </li>
  );
}

function List({
  labels,
  sameAsServer,
  route = '/news',
  links,
}: {
  labels: string[];
  sameAsServer?: boolean;
  route?: string;
  links?: 'site' | 'document';
}) {
  return (
    <LocaleProvider locale="en" device="pc" route={route}>
      <StaticMarkup as="ul" className="entries" sameAsServer={sameAsServer} links={links}>
        {labels.map((label) => (
          <Entry key={label} label={label} />
        ))}
      </StaticMarkup>
    </LocaleProvider>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const intents: string[] = [];
/** Whether the last click was left to the browser; jsdom then does not navigate either. */
let leftToBrowser: boolean | undefined;
const browser = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  installStaticLinks(document);
});
beforeEach(() => {
  renders = 0;
  intents.length = 0;
  jest.mocked(navigate).mockClear();
  onLinkIntent((href) => intents.push(href));
  leftToBrowser = undefined;
  document.addEventListener('click', browser);
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.removeEventListener('click', browser);
  onLinkIntent(undefined);
  container.remove();
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = serverHtml(element);
  renders = 0;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

test('the server marks its markup and renders the children', () => {
  expect(serverHtml(<List labels={['a', 'b']} />)).toBe(
    '<ul class="entries" data-static=""><li><a href="/en/news/a">a</a></li><li><a href="/en/news/b">b</a></li></ul>',
  );
});

test('hydration keeps the server’s markup and renders none of the children', async () => {
  const html = serverHtml(<List labels={['a', 'b']} />);
  await hydrate(<List labels={['a', 'b']} />);
  expect(renders).toBe(0);
  expect(container.innerHTML).toBe(html);
});

test('a later render with the same children leaves the server’s markup alone', async () => {
  function Page() {
    const [count, setCount] = useState(0);
    return (
      <div>
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
        <List labels={['a']} />
      </div>
    );
  }
  await hydrate(<Page />);
  const link = container.querySelector('a');
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')!.textContent).toBe('1');
  expect(container.querySelector('a')).toBe(link);
  expect(renders).toBe(0);
});

test('a client render (a navigation) renders the children, unmarked', async () => {
  root = createRoot(container);
  await act(async () => root!.render(<List labels={['a']} />));
  expect(renders).toBe(1);
  expect(container.innerHTML).toBe('<ul class="entries"><li><a href="/en/news/a">a</a></li></ul>');
});

test('children that differ from the server’s are hydrated as usual, and unmarked', async () => {
  await hydrate(<List labels={['a']} sameAsServer={false} />);
  expect(renders).toBe(1);
  expect(container.querySelector('a')!.textContent).toBe('a');
  expect(container.querySelector('ul')).not.toHaveAttribute('data-static');
});

test('once the children differ they are rendered, and stay rendered', async () => {
  function Page() {
    const [labels, setLabels] = useState(['a']);
    return (
      <div>
        <button type="button" onClick={() => setLabels(labels.length === 1 ? ['b', 'c'] : ['a'])}>
          change
        </button>
        <List labels={labels} sameAsServer={labels.length === 1} />
      </div>
    );
  }
  await hydrate(<Page />);
  expect(renders).toBe(0);
  await act(async () => container.querySelector('button')!.click());
  expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['b', 'c']);
  await act(async () => container.querySelector('button')!.click());
  expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['a']);
  expect(container.querySelector('ul')).not.toHaveAttribute('data-static');
});

test('another page with the same components renders its own children', async () => {
  function Page() {
    const [route, setRoute] = useState('/news/a');
    return (
      <div>
        <button type="button" onClick={() => setRoute('/news/b')}>
          next
        </button>
        <List labels={[route.slice(-1)]} route={route} />
      </div>
    );
  }
  await hydrate(<Page />);
  expect(renders).toBe(0);
  await act(async () => container.querySelector('button')!.click());
  expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['b']);
  expect(container.querySelector('ul')).not.toHaveAttribute('data-static');
});

describe('links in the server’s markup', () => {
  test('a plain click navigates on the client', async () => {
    await hydrate(<List labels={['a']} />);
    const link = container.querySelector('a')!;
    fireEvent.click(link, { button: 0 });
    expect(leftToBrowser).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/en/news/a');
  });

  test.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle', { button: 1 }],
  ])('a %s click is left to the browser', async (_name, init) => {
    await hydrate(<List labels={['a']} />);
    fireEvent.click(container.querySelector('a')!, { button: 0, ...init });
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('pointer, touch and focus announce the intent to follow it', async () => {
    await hydrate(<List labels={['a']} />);
    const link = container.querySelector('a')!;
    fireEvent.pointerOver(link);
    fireEvent.touchStart(link);
    fireEvent.focusIn(link);
    expect(intents).toEqual(['/en/news/a', '/en/news/a', '/en/news/a']);
  });

  test('links outside it, and links to other sites, are left alone', async () => {
    container.innerHTML =
      '<p><a href="/en/news">outside</a></p><ul data-static=""><li><a href="https://example.com/">out</a></li><li><a href="//example.com/">proto</a></li></ul>';
    for (const link of container.querySelectorAll('a')) {
      fireEvent.click(link, { button: 0 });
      expect(leftToBrowser).toBe(true);
      fireEvent.focusIn(link);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(intents).toEqual([]);
  });

  test('links that load documents (the part pages’) are left to the browser', async () => {
    await hydrate(<List labels={['a']} links="document" />);
    expect(container.querySelector('ul')).toHaveAttribute('data-static', 'document');
    expect(renders).toBe(0);
    const link = container.querySelector('a')!;
    fireEvent.focusIn(link);
    fireEvent.click(link, { button: 0 });
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(intents).toEqual([]);
  });
});
