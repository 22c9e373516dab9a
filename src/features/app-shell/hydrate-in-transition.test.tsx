import React, { act, useState } from 'react';
import { hydrateInTransition } from './hydrate-in-transition';

function Page() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
    </div>
  );
}

/** React's server renderer needs TextEncoder, which jsdom has none of. */
function renderToString(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  return (jest.requireActual('react-dom/server') as typeof import('react-dom/server')).renderToString(
    element,
  );
}

describe('hydrateInTransition', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('hydrates the server markup in place, without a mismatch, and the page then responds', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => hydrateInTransition(<Page />, container));
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton!.textContent).toBe('clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('renders a page that has no server markup', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => hydrateInTransition(<Page />, container));
    expect(container.querySelector('button')?.textContent).toBe('clicked 0');
    container.remove();
  });
});
