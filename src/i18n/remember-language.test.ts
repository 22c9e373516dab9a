import { rememberLanguage, rememberLanguageOf } from './remember-language';

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

afterEach(() => {
  for (const name of ['locale', 'language']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the reader’s language is remembered', () => {
  it('from the address of every page shown: a reader who came in through /en links is English next time', () => {
    const { writes, restore } = recordCookieWrites();
    try {
      rememberLanguageOf('/en/mobile/news/sic-supply');
      expect(writes).toEqual([
        'locale=en; path=/; SameSite=Lax; max-age=31536000',
        'language=en; path=/; SameSite=Lax; max-age=31536000',
      ]);
      expect(document.cookie.split('; ').sort()).toEqual(['language=en', 'locale=en']);
      // The root form without prefix is Japanese.
      rememberLanguageOf('/news');
      expect(document.cookie.split('; ').sort()).toEqual(['language=jp', 'locale=jp']);
    } finally {
      restore();
    }
  });

  it('writes nothing when both cookies already name the language', () => {
    rememberLanguage('zh');
    const { writes, restore } = recordCookieWrites();
    try {
      rememberLanguageOf('/zh/brand');
      expect(writes).toEqual([]);
    } finally {
      restore();
    }
  });
});
