import { join } from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { cmsRoot } from '../../src/lib/paths';
import { EDITOR_EMAIL, ensureEditor, ensureEditorToken, ensureRebuildWebhook } from './access';
import { buildPdf } from './assets/pdf';
import { monogramPng } from './assets/png';
import { brandSeeds, brandText } from './content/brands';
import { enterpriseSeeds, enterpriseText } from './content/enterprises';
import { newsSeed } from './content/news';
import { noticeSeeds } from './content/notices';
import { ABOUT_PAGE, GUIDE_PAGES, LANDING_PANEL, SUBSTITUTE_LANDING } from './content/pages';
import { LEGAL_EFFECTIVE_DATE, PRIVACY_POLICY } from './content/privacy-policy';
import { CATEGORIES, TAGS, categoriesOf } from './content/taxonomy';
import { TERMS_OF_USE } from './content/terms-of-use';
import { inTransactions, progress, upsertDocument } from './documents';
import { localized } from './locales';
import { ensureUpload, readAsset } from './media';

export interface SeedOptions {
  news: number;
  notices: number;
  brands: number;
  enterprises: number;
  /** Skip the editor account, token file and webhook (tests that only need content). */
  content?: boolean;
}

export const DEFAULT_SEED: SeedOptions = { news: 200, notices: 50, brands: 40, enterprises: 500 };

const uid = (name: string) => `api::${name}.${name}` as UID.ContentType;

/** Writes the demo content; every step is keyed so that a second run changes nothing. */
export async function seed(
  strapi: Core.Strapi,
  options: SeedOptions,
  log: (line: string) => void = console.log,
): Promise<void> {
  const ids = {
    category: new Map<string, string>(),
    tag: new Map<string, string>(),
    brand: new Map<string, string>(),
  };

  for (const [i, cat] of CATEGORIES.entries()) {
    ids.category.set(
      cat.slug,
      await upsertDocument(
        strapi,
        uid('category'),
        { slug: cat.slug, kind: cat.kind },
        localized((l) => ({ name: cat.name[l] })),
      ),
    );
    progress('categories', CATEGORIES.length, log)(i + 1);
  }
  for (const [i, tag] of TAGS.entries()) {
    ids.tag.set(
      tag.slug,
      await upsertDocument(
        strapi,
        uid('tag'),
        { slug: tag.slug },
        localized((l) => ({ name: tag.name[l] })),
      ),
    );
    progress('tags', TAGS.length, log)(i + 1);
  }

  const brands = brandSeeds(options.brands);
  const brandStep = progress('brands', brands.length, log);
  for (const [i, b] of brands.entries()) {
    const logo = await ensureUpload(strapi, {
      name: `logo-${b.slug}.png`,
      mime: 'image/png',
      content: monogramPng(
        b.name.en
          .split(' ')
          .map((w) => w[0])
          .join(''),
        b.colour,
      ),
      alternativeText: `${b.name.en} logo`,
    });
    const materialFiles = b.withMaterials
      ? [
          await ensureUpload(strapi, {
            name: `${b.slug}-product-overview.pdf`,
            mime: 'application/pdf',
            content: buildPdf(`${b.name.en} product overview`, [
              {
                heading: b.name.en,
                paragraphs: [
                  brandText(b, 'en').companyOverview.replace(/^## .*\n\n/, ''),
                  brandText(b, 'en').productLineup.replace(/^## .*\n\n/, ''),
                ],
              },
            ]),
          }),
        ]
      : [];
    const shared = {
      slug: b.slug,
      logo,
      recommended: b.recommended,
      automotiveGrade: b.automotiveGrade,
      officialUrl: b.officialUrl,
      category: ids.category.get(b.category),
      materialFiles,
      detailSynced: b.detailSynced,
      membersOnly: b.membersOnly,
    };
    ids.brand.set(
      b.slug,
      await upsertDocument(
        strapi,
        uid('brand'),
        shared,
        localized((l) => ({ name: b.name[l], ...brandText(b, l) })),
      ),
    );
    brandStep(i + 1);
  }

  const covers = new Map<string, number>();
  for (const cat of categoriesOf('news')) {
    covers.set(
      cat.slug,
      await ensureUpload(strapi, {
        name: `cover-${cat.slug}.png`,
        mime: 'image/png',
        content: monogramPng(
          cat.name.en
            .split(' ')
            .map((w) => w[0])
            .join(''),
          [30, 60, 110],
          640,
          360,
        ),
        alternativeText: cat.name.en,
      }),
    );
  }
  const newsStep = progress('news', options.news, log);
  await inTransactions(
    strapi,
    Array.from({ length: options.news }, (_, i) => i),
    async (i) => {
      const n = newsSeed(i, brands);
      const shared = {
        slug: n.slug,
        date: n.date,
        category: ids.category.get(n.category),
        tags: n.tags.map((t) => ids.tag.get(t)),
        hot: n.hot,
        membersOnly: n.membersOnly,
        detailSynced: n.detailSynced,
        relatedBrands: n.brands.map((s) => ids.brand.get(s)),
        cover: covers.get(n.category),
      };
      await upsertDocument(strapi, uid('news-article'), shared, n.text);
      newsStep(i + 1);
    },
  );

  const notices = noticeSeeds(options.notices);
  const noticeStep = progress('notices', notices.length, log);
  await inTransactions(strapi, notices, async (n, i) => {
    await upsertDocument(
      strapi,
      uid('notice'),
      { slug: n.slug, date: n.date, category: ids.category.get(n.category) },
      n.text,
    );
    noticeStep(i + 1);
  });

  const enterprises = enterpriseSeeds(options.enterprises);
  const enterpriseStep = progress('enterprises', enterprises.length, log);
  await inTransactions(strapi, enterprises, async (e, i) => {
    const shared = {
      slug: e.slug,
      name: e.name,
      category: ids.category.get(e.category),
      automotiveGrade: e.automotiveGrade,
      certifications: e.certifications,
      recommended: e.recommended,
      detailAvailable: e.detailAvailable,
      membersOnly: e.membersOnly,
      website: e.website,
    };
    await upsertDocument(
      strapi,
      uid('enterprise'),
      shared,
      localized((l) => enterpriseText(e, l)),
    );
    enterpriseStep(i + 1);
  });

  await seedPages(strapi);
  log('pages 4/4');

  if (options.content !== false) {
    const editor = await ensureEditor(strapi);
    if (editor.state === 'kept') log('editor already present');
    else if (!editor.generated) log('editor created with CMS_EDITOR_PASSWORD');
    // Shown this once; the file keeps it for the person who runs the CMS.
    else log(`editor created: ${EDITOR_EMAIL} / ${editor.password} (saved in ${editor.file})`);
    log(`token ${(await ensureEditorToken(strapi)).state}`);
    const hook = await ensureRebuildWebhook(strapi);
    log(`webhook ${hook.state} -> ${hook.url}`);
  }
}

async function seedPages(strapi: Core.Strapi): Promise<void> {
  const assets = join(cmsRoot(), 'seed-assets');
  const video = await ensureUpload(strapi, {
    name: 'about-video.mp4',
    mime: 'video/mp4',
    content: readAsset(join(assets, 'about-video.mp4')),
  });
  const poster = await ensureUpload(strapi, {
    name: 'about-video-poster.jpg',
    mime: 'image/jpeg',
    content: readAsset(join(assets, 'about-video-poster.jpg')),
    alternativeText: 'About video',
  });
  await upsertDocument(strapi, uid('about-page'), { video, videoPoster: poster }, ABOUT_PAGE);
  await upsertDocument(
    strapi,
    uid('privacy-policy'),
    { effectiveDate: LEGAL_EFFECTIVE_DATE },
    PRIVACY_POLICY,
  );
  await upsertDocument(strapi, uid('terms-of-use'), { effectiveDate: LEGAL_EFFECTIVE_DATE }, TERMS_OF_USE);
  const guide = await ensureUpload(strapi, {
    name: 'substitute-search-guide.pdf',
    mime: 'application/pdf',
    content: buildPdf('Substitute Part Search - Operation Guide', GUIDE_PAGES),
  });
  await upsertDocument(
    strapi,
    uid('substitute-landing'),
    { ...LANDING_PANEL, partnerUrl: process.env.SUBSTITUTE_PARTNER_URL || 'https://parts.example.com/' },
    localized((l) => ({ ...SUBSTITUTE_LANDING[l], guideFile: guide })),
  );
}
