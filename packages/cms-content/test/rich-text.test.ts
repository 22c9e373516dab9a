import { MEMBER_BODY_TYPES, absoluteUrl, memberBodyFields, richTextToHtml } from '../src';

const CMS = 'https://cms.example.com';

describe('richTextToHtml', () => {
  it('keeps headings, lists, tables and links', () => {
    const html = richTextToHtml(
      '# Title\n\n## Part\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.org)',
      CMS,
    )!;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = richTextToHtml(
      'Hello <script>alert(1)</script>\n\n<img src="/uploads/a.png" onerror="alert(2)">\n\n' +
        '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">x</a> <a href="data:text/html,hi">d</a>\n\n' +
        '<p style="color:red" onclick="alert(5)">styled</p><iframe src="https://evil.example"></iframe>',
      CMS,
    )!;
    expect(html).not.toMatch(/script/i);
    expect(html).not.toMatch(/onerror|onclick|style=/i);
    expect(html).not.toMatch(/alert/);
    expect(html).not.toContain('data:');
    expect(html).not.toContain('iframe');
    expect(html).toContain('<img src="https://cms.example.com/uploads/a.png" />');
    expect(html).toContain('styled');
  });

  it('keeps images from the CMS only', () => {
    const html = richTextToHtml('![a](/uploads/a.png) ![b](https://tracker.example/b.png)', CMS)!;
    expect(html).toContain('src="https://cms.example.com/uploads/a.png"');
    expect(html).not.toContain('tracker.example');
  });

  it('keeps mail and phone links, drops other schemes', () => {
    const html = richTextToHtml(
      '[mail](mailto:sales@example.com) [call](tel:+81-3-1234-5678) [ftp](ftp://example.com/x)',
      CMS,
    )!;
    expect(html).toContain('href="mailto:sales@example.com"');
    expect(html).toContain('href="tel:+81-3-1234-5678"');
    expect(html).not.toContain('ftp:');
  });

  it('opens other sites in a new tab without a handle on the page, CMS links in place', () => {
    const html = richTextToHtml(
      '[out](https://example.org) [file](https://cms.example.com/uploads/a.pdf)',
      CMS,
    )!;
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">out</a>');
    expect(html).toContain('<a href="https://cms.example.com/uploads/a.pdf">file</a>');
  });

  it('gives null for empty text', () => {
    expect(richTextToHtml('', CMS)).toBeNull();
    expect(richTextToHtml(null, CMS)).toBeNull();
    expect(richTextToHtml('<script>x</script>', CMS)).toBeNull();
  });
});

describe('absoluteUrl', () => {
  it('puts the CMS origin in front of upload paths and leaves full URLs', () => {
    expect(absoluteUrl('/uploads/x.pdf', 'http://localhost:1337/')).toBe(
      'http://localhost:1337/uploads/x.pdf',
    );
    expect(absoluteUrl('https://cdn.example/x.pdf', 'http://localhost:1337')).toBe(
      'https://cdn.example/x.pdf',
    );
  });
});

describe('site links', () => {
  it('puts links to site pages under the reader language, leaving uploads and other sites alone', () => {
    const html = richTextToHtml(
      '[a](/brand/acme) [b](/uploads/x.pdf) [c](https://example.org/brand)',
      CMS,
      'zh',
    )!;
    expect(html).toContain('href="/zh/brand/acme"');
    expect(html).toContain('href="/uploads/x.pdf"');
    expect(html).toContain('href="https://example.org/brand"');
    expect(richTextToHtml('[a](/brand/acme)', CMS, 'jp')).toContain('href="/brand/acme"');
  });

  it('write each site link with exactly one prefix, the page language’s, however the editor wrote it', () => {
    // Editors write links with the prefix of the language they write in, or none.
    const text = '[a](/brand/acme) [b](/zh/brand/acme) [c](/en/brand/acme) [d](/jp/brand/acme) [e](/pc/news)';
    const hrefs = (locale: string) =>
      [...richTextToHtml(text, CMS, locale)!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs('zh')).toEqual([
      '/zh/brand/acme',
      '/zh/brand/acme',
      '/zh/brand/acme',
      '/zh/brand/acme',
      '/zh/news',
    ]);
    expect(hrefs('en')).toEqual([
      '/en/brand/acme',
      '/en/brand/acme',
      '/en/brand/acme',
      '/en/brand/acme',
      '/en/news',
    ]);
    expect(hrefs('jp')).toEqual(['/brand/acme', '/brand/acme', '/brand/acme', '/brand/acme', '/news']);
  });

  it('reads full addresses on the site’s origin as site links, in place and without a new tab', () => {
    const html = richTextToHtml(
      '[a](https://www.example.com/zh/brand/acme) [b](https://example.org/zh/brand/acme)',
      CMS,
      'en',
      'https://www.example.com',
    )!;
    expect(html).toContain('<a href="/en/brand/acme">a</a>');
    expect(html).toContain(
      '<a href="https://example.org/zh/brand/acme" rel="noopener noreferrer" target="_blank">b</a>',
    );
  });
});

describe('members-only bodies', () => {
  it('name the same collections and fields for the site build and the API', () => {
    expect(Object.keys(MEMBER_BODY_TYPES).sort()).toEqual(['brand', 'enterprise', 'news']);
    expect(memberBodyFields(MEMBER_BODY_TYPES.news, 'url')).toBe('body');
    expect(memberBodyFields(MEMBER_BODY_TYPES.brand, 'url name')).toBe(
      'qualityCertification companyOverview productLineup useCases materials contact materialFiles { url name }',
    );
    expect(MEMBER_BODY_TYPES.enterprise.syncedField).toBe('detailAvailable');
  });
});
