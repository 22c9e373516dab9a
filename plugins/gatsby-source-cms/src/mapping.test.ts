import { localMedia, type LocalMedia, type MediaLookup, type MediaRecord } from './media';
import { RICH_TEXT_SIZES, localizeRichText } from './media-html';
import { mapAbout, mapBrand, mapFile, mapLanding, mapNews, type MapContext } from './mapping';
import { newsArticle } from './test-fixtures';

const CMS = 'https://cms.example.com';

const image = (name: string, width: number, height: number): MediaRecord => ({
  status: 'ok',
  version: null,
  mime: 'image/jpeg',
  file: `${name}-${width}w-aaaaaaaaaa.jpg`,
  width,
  height,
  variants: [320, width].flatMap((w) => [
    { file: `${name}-${w}w-aaaaaaaaaa.jpg`, width: w, type: 'image/jpeg' },
    { file: `${name}-${w}w-bbbbbbbbbb.webp`, width: w, type: 'image/webp' },
  ]),
});

/** The media of a snapshot in memory: CMS address → record. */
function lookup(files: Record<string, MediaRecord>): MediaLookup & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    find(url) {
      asked.push(url);
      return localMedia(files[url]);
    },
  };
}

const files = {
  [`${CMS}/uploads/cover_1.jpg`]: image('cover_1', 640, 360),
  [`${CMS}/uploads/inline_2.jpg`]: image('inline_2', 800, 400),
  [`${CMS}/uploads/guide_3.pdf`]: {
    status: 'ok',
    version: null,
    mime: 'application/pdf',
    file: 'guide_3-cccccccccc.pdf',
  } satisfies MediaRecord,
  [`${CMS}/uploads/gone_4.jpg`]: { status: 'missing', version: null } satisfies MediaRecord,
};

const ctx = (media?: MediaLookup): MapContext => ({
  cmsUrl: CMS,
  locale: 'en',
  nodeId: (type, id) => `${type}-${id}`,
  media,
});

describe('mapFile', () => {
  it('keeps the CMS address and the size the CMS gives when the build reads the CMS itself', () => {
    expect(
      mapFile(
        { url: '/uploads/cover_1.jpg', name: 'cover.jpg', mime: 'image/jpeg', width: 640, height: 360 },
        ctx(),
      ),
    ).toEqual({
      url: `${CMS}/uploads/cover_1.jpg`,
      name: 'cover.jpg',
      mime: 'image/jpeg',
      size: null,
      alternativeText: null,
      width: 640,
      height: 360,
      srcSet: null,
      sources: [],
    });
  });

  it("points at the site's copy with its size, srcset and WebP source", () => {
    const field = mapFile(
      { url: '/uploads/cover_1.jpg', name: 'cover.jpg', mime: 'image/jpeg', alternativeText: 'A wafer' },
      ctx(lookup(files)),
    );
    expect(field).toEqual({
      url: '/media/cover_1-640w-aaaaaaaaaa.jpg',
      name: 'cover.jpg',
      mime: 'image/jpeg',
      size: null,
      alternativeText: 'A wafer',
      width: 640,
      height: 360,
      srcSet: '/media/cover_1-320w-aaaaaaaaaa.jpg 320w, /media/cover_1-640w-aaaaaaaaaa.jpg 640w',
      sources: [
        {
          type: 'image/webp',
          srcSet: '/media/cover_1-320w-bbbbbbbbbb.webp 320w, /media/cover_1-640w-bbbbbbbbbb.webp 640w',
        },
      ],
    });
  });

  it('leaves out a file the site has no copy of: pages never name the CMS', () => {
    expect(mapFile({ url: '/uploads/gone_4.jpg' }, ctx(lookup(files)))).toBeNull();
    expect(mapFile({ url: '/uploads/never-synced.jpg' }, ctx(lookup(files)))).toBeNull();
  });
});

describe('rich text with media', () => {
  const media = lookup(files);
  const html = (markdown: string) =>
    mapNews(newsArticle('n1', '2025-01-01T00:00:00.000Z', { body: markdown, cover: null }), ctx(media))
      .bodyHtml;

  it('makes each CMS image a picture: WebP source, srcset, sizes, its size, lazy', () => {
    expect(html('![Die shot](/uploads/inline_2.jpg "Top")')).toBe(
      '<p><picture>' +
        `<source type="image/webp" srcset="/media/inline_2-320w-bbbbbbbbbb.webp 320w, /media/inline_2-800w-bbbbbbbbbb.webp 800w" sizes="${RICH_TEXT_SIZES}" />` +
        `<img src="/media/inline_2-800w-aaaaaaaaaa.jpg" srcset="/media/inline_2-320w-aaaaaaaaaa.jpg 320w, /media/inline_2-800w-aaaaaaaaaa.jpg 800w" sizes="${RICH_TEXT_SIZES}" width="800" height="400" alt="Die shot" title="Top" loading="lazy" decoding="async" />` +
        '</picture></p>',
    );
  });

  it("keeps an editor's display width, with the picture's proportions", () => {
    const out = html(`<img src="${CMS}/uploads/inline_2.jpg" width="300" alt="x">`)!;
    expect(out).toContain('width="300" height="150"');
  });

  it('links the site copy of a CMS file, and drops what the site has not', () => {
    expect(html(`[Guide](${CMS}/uploads/guide_3.pdf) and [the same](/uploads/guide_3.pdf)`)).toBe(
      '<p><a href="/media/guide_3-cccccccccc.pdf">Guide</a> and <a href="/media/guide_3-cccccccccc.pdf">the same</a></p>',
    );
    expect(html('![Gone](/uploads/gone_4.jpg) [Gone too](/uploads/gone_4.jpg)')).toBe(
      '<p> <a>Gone too</a></p>',
    );
  });

  it('leaves links elsewhere alone and escapes what it writes', () => {
    expect(html('[Elsewhere](https://example.com/a.pdf) [News](/news)')).toBe(
      '<p><a href="https://example.com/a.pdf" rel="noopener noreferrer" target="_blank">Elsewhere</a> <a href="/en/news">News</a></p>',
    );
    const tricky: LocalMedia = {
      url: '/media/a.jpg',
      mime: 'image/jpeg',
      width: 1,
      height: 1,
      srcSet: null,
      sources: [],
    };
    expect(
      localizeRichText(`<img src="${CMS}/uploads/a.jpg" alt="&quot;&gt;&lt;script&gt;" />`, CMS, {
        find: () => tricky,
      }),
    ).toBe(
      '<img src="/media/a.jpg" width="1" height="1" alt="&quot;&gt;&lt;script&gt;" loading="lazy" decoding="async" />',
    );
  });

  it('is the sanitized text as it was without media (a build that reads the CMS)', () => {
    const direct = mapNews(
      newsArticle('n1', '2025-01-01T00:00:00.000Z', { body: '![a](/uploads/inline_2.jpg)' }),
      ctx(),
    );
    expect(direct.bodyHtml).toBe(`<p><img src="${CMS}/uploads/inline_2.jpg" alt="a" /></p>`);
  });
});

describe('media of each type', () => {
  it('maps the cover of a members-only article, never its body', () => {
    const media = lookup(files);
    const node = mapNews(
      newsArticle('m', '2025-01-01T00:00:00.000Z', {
        membersOnly: true,
        body: '![secret](/uploads/inline_2.jpg)',
        cover: { url: '/uploads/cover_1.jpg' },
      }),
      ctx(media),
    );
    expect(node.bodyHtml).toBeNull();
    expect(node.cover?.url).toBe('/media/cover_1-640w-aaaaaaaaaa.jpg');
    expect(media.asked).toEqual([`${CMS}/uploads/cover_1.jpg`]);
  });

  it('maps logos, material files, the video, its poster and the guide', () => {
    const media = lookup({
      ...files,
      [`${CMS}/uploads/film_5.mp4`]: {
        status: 'ok',
        version: null,
        mime: 'video/mp4',
        file: 'film_5-dddddddddd.mp4',
      },
    });
    const brand = mapBrand(
      {
        documentId: 'b',
        updatedAt: '2025-01-01T00:00:00.000Z',
        name: 'Acme',
        slug: 'acme',
        membersOnly: false,
        logo: { url: '/uploads/cover_1.jpg' },
        materialFiles: [{ url: '/uploads/guide_3.pdf', name: 'Guide.pdf' }, { url: '/uploads/gone_4.jpg' }],
      },
      ctx(media),
    );
    expect(brand.logo?.url).toBe('/media/cover_1-640w-aaaaaaaaaa.jpg');
    expect(brand.materialFiles).toEqual([
      expect.objectContaining({ url: '/media/guide_3-cccccccccc.pdf', name: 'Guide.pdf' }),
    ]);
    const about = mapAbout(
      {
        title: 'About',
        video: { url: '/uploads/film_5.mp4', mime: 'video/mp4' },
        videoPoster: { url: '/uploads/cover_1.jpg' },
      },
      ctx(media),
    );
    expect(about.video).toMatchObject({
      url: '/media/film_5-dddddddddd.mp4',
      mime: 'video/mp4',
      srcSet: null,
    });
    expect(about.videoPoster).toMatchObject({
      url: '/media/cover_1-640w-aaaaaaaaaa.jpg',
      width: 640,
      height: 360,
    });
    const landing = mapLanding({ title: 'Rep', guideFile: { url: '/uploads/guide_3.pdf' } }, ctx(media));
    expect(landing.guideFile?.url).toBe('/media/guide_3-cccccccccc.pdf');
  });
});
