import { rememberLanguage, rememberLanguageWhenIdle } from './remember-language';
import { NO_IDLE_CALLBACK_DELAY_MS } from '../lib/when-idle';

/** Every `document.cookie` write, as the browser was asked for it. */
function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return { writes, restore: () => spy.mockRestore() };
}

/** A page shown, and the browser idle afterwards (jsdom has no idle callbacks: a timer). */
function showPage(pathname: string) {
  jest.useFakeTimers();
  rememberLanguageWhenIdle(pathname, window);
  jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS);
  jest.useRealTimers();
}

afterEach(() => {
  for (const name of ['locale', 'language']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the reader’s language is remembered', () => {
  it('from the address of every page shown: a reader who came in through /en links is English next time', () => {
    const { writes, restore } = recordCookieWrites();
    try {
      showPage('/en/mobile/news/sic-supply');
      expect(writes).toEqual([
        'locale=en; path=/; SameSite=Lax; max-age=31536000',
        'language=en; path=/; SameSite=Lax; max-age=31536000',
      ]);
      expect(document.cookie.split('; ').sort()).toEqual(['language=en', 'locale=en']);
      // The root form without prefix is Japanese.
      showPage('/news');
      expect(document.cookie.split('; ').sort()).toEqual(['language=jp', 'locale=jp']);
    } finally {
      restore();
    }
  });

  it('writes nothing when both cookies already name the language', () => {
    rememberLanguage('zh');
    const { writes, restore } = recordCookieWrites();
    try {
      showPage('/zh/brand');
      expect(writes).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('after a page is shown, the cookies wait for an idle moment', () => {
  afterEach(() => jest.useRealTimers());

  it('writes nothing in the task that showed the page, then the last page’s language', () => {
    jest.useFakeTimers();
    const { writes, restore } = recordCookieWrites();
    try {
      rememberLanguageWhenIdle('/en/news', window);
      rememberLanguageWhenIdle('/zh/brand', window);
      expect(writes).toEqual([]);
      jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS);
      expect(document.cookie.split('; ').sort()).toEqual(['language=zh', 'locale=zh']);
      expect(writes).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('writes them when the page is left before the browser was idle', () => {
    jest.useFakeTimers();
    rememberLanguageWhenIdle('/en/contact', window);
    window.dispatchEvent(new Event('pagehide'));
    expect(document.cookie.split('; ').sort()).toEqual(['language=en', 'locale=en']);
  });

  it('does not undo a language chosen with the switch in the meantime', () => {
    jest.useFakeTimers();
    rememberLanguageWhenIdle('/en/news', window);
    rememberLanguage('jp');
    jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS);
    expect(document.cookie.split('; ').sort()).toEqual(['language=jp', 'locale=jp']);
  });
});
