import fs from 'node:fs';
import path from 'node:path';

/**
 * The font lists in tokens.css (decision 098, eighth round): each language's text in a font of
 * that language on every platform, and a short list, since the browser asks the system for each
 * name until one is there.
 */
const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function fontList(selector: string): string[] {
  const escaped = selector.replace(/[()]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!block) throw new Error(`no ${selector} block in tokens.css`);
  const value = /--font-family:\s*([^;]+);/.exec(block[1]);
  if (!value) throw new Error(`no --font-family in ${selector}`);
  return value[1].split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1'));
}

const GENERIC = ['system-ui', 'sans-serif'];
const CHINESE = ['Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei'];
const JAPANESE = ['Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Meiryo'];

describe.each([
  { pages: 'Japanese and English', selector: ':root', own: JAPANESE, other: CHINESE },
  { pages: 'Chinese', selector: ':root:lang(zh)', own: CHINESE, other: JAPANESE },
])('the font list of the $pages pages', ({ selector, own, other }) => {
  const list = fontList(selector);

  it("names the language's font on Linux (Noto Sans CJK), Apple and Windows, first", () => {
    expect(list[0]).toBe(own[0]);
    expect(list.slice(0, own.length)).toEqual(expect.arrayContaining(own));
  });

  it("names no font of the other language, which would draw shared characters in that language's forms", () => {
    for (const name of other) expect(list).not.toContain(name);
  });

  it('ends with the generic families and names nothing else', () => {
    expect(list.slice(own.length)).toEqual(GENERIC);
  });
});
