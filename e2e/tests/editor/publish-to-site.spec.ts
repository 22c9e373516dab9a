import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { liveReleaseDir, releaseIdOf, searchRelease, variantBuilds } from '../../support/release-files';
import { expectLayout, expectPreview, LAYOUT_OF, pageTitle, readerContext, type Reader } from './site-pages';
import {
  adminApi,
  discardByApi,
  discardChanges,
  dismissGuides,
  documentStatus,
  draftOf,
  logIn,
  NEWS_UID,
  openFromList,
  openPreview,
  publicNews,
  publish,
  saveDraft,
  titleField,
  waitUntilLive,
  CMS_URL,
  type NewsRow,
} from './strapi-admin';

/**
 * An editor's way from the CMS admin to the live site, against the whole system (scripts/e2e.sh):
 * edit a published English article and save the draft (not on the site), preview it in both
 * layouts (decision 073), publish, follow the "On the site" panel to "Live since" (decision 072),
 * read the new title on the site in both layouts, and find no trace of another article's
 * unpublished draft in the live release. Then unpublish the article (404, gone from the list and
 * the sitemap) and publish it again. It publishes, so it runs once, after the other projects.
 *
 * The article is the newest public English one; its title keeps the latest run's marker (a
 * marker of an earlier run is replaced). The other article's draft is discarded at the end.
 */

const PUBLISH_TIMEOUT_MS = Number(process.env.E2E_PUBLISH_TIMEOUT_MS) || 8 * 60_000;
const EDIT_MARKER = /\s*E2E-EDIT-\d+$/;
const DRAFT_MARKER = /\s*E2E-DRAFT-ONLY-\d+$/;

test.use({ locale: 'en-US' });

/**
 * A publish is a content-only change: both variants must have been built by the warm Gatsby
 * process (decision 078). A full build would still be correct, only minutes slower; this is
 * where a Gatsby change that stops the warm builds shows (the build stats say why).
 */
function expectWarmRelease(what: string) {
  const dir = liveReleaseDir();
  expect(
    variantBuilds(dir),
    `${what}: both variants of ${releaseIdOf(dir)} built warm (build-stats.json)`,
  ).toEqual([
    { device: 'mobile', warm: true, fullBuildReason: undefined },
    { device: 'pc', warm: true, fullBuildReason: undefined },
  ]);
}

test('an edited article is previewed in both layouts, published, and goes live without other drafts', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three publishes: the edit, the unpublishing and the publishing again.
  test.setTimeout(3 * PUBLISH_TIMEOUT_MS + 10 * 60_000);
  const stamp = Date.now();
  const editMarker = `E2E-EDIT-${stamp}`;
  const draftMarker = `E2E-DRAFT-ONLY-${stamp}`;
  const readers: Reader[] = ['desktop', 'phone'];
  const contexts = Object.fromEntries(
    await Promise.all(
      readers.map(async (reader) => [reader, await readerContext(browser, reader, baseURL)] as const),
    ),
  ) as Record<Reader, BrowserContext>;
  const site = Object.fromEntries(
    await Promise.all(readers.map(async (reader) => [reader, await contexts[reader].newPage()] as const)),
  ) as Record<Reader, Page>;

  await dismissGuides(page);
  let article: NewsRow | undefined;
  let other: NewsRow | undefined;
  let published = false;
  let unpublished = false;

  try {
    await test.step('the editor logs in to the Strapi admin', async () => {
      await logIn(page);
    });

    // Published without a pending draft: the site shows what the Content Manager shows.
    const rows = (await publicNews(page, 'en', 10)).filter((row) => row.status === 'published');
    expect(rows.length, 'two published public English news articles').toBeGreaterThanOrEqual(2);
    [article, other] = rows;
    const { slug } = article;
    const originalTitle = article.title.replace(EDIT_MARKER, '');
    const newTitle = `${originalTitle} ${editMarker}`;
    const otherTitle = other.title.replace(DRAFT_MARKER, '');
    const articlePath = `/en/news/${slug}`;

    await test.step('opens a published English article, edits its title and saves the draft', async () => {
      await openFromList(page, {
        typeLabel: 'News article',
        locale: 'en',
        search: slug,
        documentId: article!.documentId,
      });
      await expect(titleField(page)).toHaveValue(article!.title);
      await titleField(page).fill(newTitle);
      await saveDraft(page);
      await expect(documentStatus(page)).toHaveText('Modified');
      expect((await draftOf(page, NEWS_UID, article!.documentId, 'en')).title).toBe(newTitle);
    });

    await test.step('the saved draft is not on the site', async () => {
      await site.desktop.goto(articlePath);
      await expect(pageTitle(site.desktop)).toHaveText(article!.title);
      await site.desktop.goto('/en/news');
      await expect(site.desktop.locator(`main a[href="${articlePath}"]`).first()).toBeVisible();
      expect(await site.desktop.locator('main').innerText()).not.toContain(editMarker);
    });

    await test.step('previews the draft in the pc and the mobile layout', async () => {
      const url = await openPreview(page, NEWS_UID, article!.documentId, 'en', newTitle);
      expect(url, 'a preview address with the token in the fragment').toMatch(
        /\/en\/preview#token=[\w-]+\.[\w-]+$/,
      );
      for (const reader of readers) {
        await expectPreview(site[reader], url, newTitle, LAYOUT_OF[reader]);
      }
      // The banner's link to the other layout keeps the token (`/mobile/preview#token=…`).
      const toMobile = site.desktop.getByTestId('preview-banner').getByRole('link');
      await expect(toMobile).toHaveAttribute('href', /\/mobile\/preview#token=/);
      await expectPreview(
        site.desktop,
        new URL((await toMobile.getAttribute('href'))!, url).href,
        newTitle,
        'mobile',
      );
      const toPc = url.replace('/preview#', '/pc/preview#');
      await expectPreview(site.phone, toPc, newTitle, 'pc');
    });

    await test.step('a second article gets an unpublished draft title', async () => {
      await page.goto(
        `${CMS_URL}/admin/content-manager/collection-types/${NEWS_UID}/${other!.documentId}?plugins[i18n][locale]=en`,
      );
      await expect(titleField(page)).toBeVisible({ timeout: 30_000 });
      await titleField(page).fill(`${otherTitle} ${draftMarker}`);
      await saveDraft(page);
      await expect(documentStatus(page)).toHaveText('Modified');
    });

    const previousRelease = releaseIdOf(liveReleaseDir());

    await test.step('publishes the edited article and the "On the site" panel turns to Live', async () => {
      await page.goto(
        `${CMS_URL}/admin/content-manager/collection-types/${NEWS_UID}/${article!.documentId}?plugins[i18n][locale]=en`,
      );
      await expect(titleField(page)).toHaveValue(newTitle, { timeout: 30_000 });
      await publish(page);
      published = true;
      const live = await waitUntilLive(page, previousRelease, PUBLISH_TIMEOUT_MS);
      test.info().annotations.push({ type: 'live', description: `${live.label} (was ${previousRelease})` });
      expect(live.pageUrl, '"Open the live page" points at the article').toMatch(
        new RegExp(`^https?://[^/]+${articlePath}/?$`),
      );
      expect(releaseIdOf(liveReleaseDir()), 'the site serves the release the panel names').toBe(
        live.releaseId,
      );
      expectWarmRelease('the publish');
    });

    await test.step('the site shows the new title on the article page and the list, in both layouts', async () => {
      for (const reader of readers) {
        const reading = site[reader];
        await reading.goto(articlePath);
        await expectLayout(reading, LAYOUT_OF[reader]);
        await expect(pageTitle(reading)).toHaveText(newTitle);
        await reading.goto('/en/news');
        await expectLayout(reading, LAYOUT_OF[reader]);
        await expect(
          reading.locator('main article', { has: reading.locator(`a[href="${articlePath}"]`) }),
        ).toContainText(newTitle);
      }
      await site.desktop.goto(`/en/news/${other!.slug}`);
      await expect(pageTitle(site.desktop)).toHaveText(otherTitle);
    });

    await test.step('no unpublished draft text is in any file of the live release', async () => {
      const dir = liveReleaseDir();
      const scan = searchRelease(dir, [draftMarker, editMarker]);
      test.info().annotations.push({
        type: 'release scan',
        description: `${releaseIdOf(dir)}: ${scan.files} files, ${Math.round(scan.bytes / 1e6)} MB`,
      });
      // The search reaches the pages and page data of both builds: the published title is there.
      for (const build of ['pc', 'mobile']) {
        expect(scan.matches[editMarker]).toEqual(
          expect.arrayContaining([
            `${build}${articlePath}/index.html`,
            `${build}/page-data${articlePath}/page-data.json`,
          ]),
        );
      }
      expect(scan.matches[draftMarker], 'files holding the unpublished draft title').toEqual([]);
    });

    await test.step('the second article’s draft is discarded', async () => {
      await page.goto(
        `${CMS_URL}/admin/content-manager/collection-types/${NEWS_UID}/${other!.documentId}?plugins[i18n][locale]=en`,
      );
      await expect(titleField(page)).toHaveValue(`${otherTitle} ${draftMarker}`, { timeout: 30_000 });
      await discardChanges(page);
      await expect(titleField(page)).toHaveValue(otherTitle);
    });
    await test.step('unpublished, the article answers 404 and leaves the list and the sitemap; published again, it is back', async () => {
      // The rebuild deletes the page it no longer plans (site-build/created-pages.ts, decision 080).
      const before = releaseIdOf(liveReleaseDir());
      const answer = await adminApi(
        page,
        `/content-manager/collection-types/${NEWS_UID}/${article!.documentId}/actions/unpublish?locale=en`,
        { method: 'POST', body: {} },
      );
      expect(answer.status, 'the CMS unpublishes the article').toBe(200);
      unpublished = true;
      await expect
        .poll(() => releaseIdOf(liveReleaseDir()), { timeout: PUBLISH_TIMEOUT_MS, intervals: [1_000] })
        .not.toBe(before);
      for (const reader of readers) {
        const response = await site[reader].goto(articlePath);
        expect(response?.status(), `${reader}: ${articlePath} after unpublishing`).toBe(404);
        await site[reader].goto('/en/news');
        await expectLayout(site[reader], LAYOUT_OF[reader]);
        await expect(site[reader].locator(`main a[href="${articlePath}"]`)).toHaveCount(0);
      }
      const sitemap = await site.desktop.request.get('/en/sitemap.xml');
      expect(await sitemap.text(), 'the sitemap without the article').not.toContain(`${articlePath}<`);

      expectWarmRelease('the unpublishing');
      const unpublishedRelease = releaseIdOf(liveReleaseDir());
      await page.goto(
        `${CMS_URL}/admin/content-manager/collection-types/${NEWS_UID}/${article!.documentId}?plugins[i18n][locale]=en`,
      );
      await expect(titleField(page)).toHaveValue(newTitle, { timeout: 30_000 });
      await publish(page);
      unpublished = false;
      await waitUntilLive(page, unpublishedRelease, PUBLISH_TIMEOUT_MS);
      expectWarmRelease('the publishing again');
      for (const reader of readers) {
        await site[reader].goto(articlePath);
        await expect(pageTitle(site[reader])).toHaveText(newTitle);
      }
      expect(await (await site.desktop.request.get('/en/sitemap.xml')).text()).toContain(`${articlePath}<`);
    });
  } finally {
    // Leaves no draft of this run behind, whatever step failed.
    if (unpublished && article) {
      await adminApi(
        page,
        `/content-manager/collection-types/${NEWS_UID}/${article.documentId}/actions/publish?locale=en`,
        { method: 'POST', body: {} },
      ).catch(() => undefined);
    }
    const leftOver = async (row: NewsRow | undefined, marker: RegExp) => {
      if (!row) return;
      const draft = await draftOf(page, NEWS_UID, row.documentId, 'en').catch(() => null);
      if (draft && marker.test(draft.title)) {
        await discardByApi(page, NEWS_UID, row.documentId, 'en').catch(() => undefined);
      }
    };
    await leftOver(other, new RegExp(draftMarker));
    if (!published) await leftOver(article, new RegExp(editMarker));
    await Promise.all(readers.map((reader) => contexts[reader].close()));
  }
});
