import { bundlesForRoute } from './bundles';
import { getLoadedResources, hasBundles, loadResources } from './resources';
import { getTranslator } from './translators';

test('a page loads its language core first, further bundles as asked, each once', async () => {
  expect(getLoadedResources('zh')).toBeUndefined();
  const core = await loadResources('zh');
  expect(Object.keys(core).sort()).toEqual([
    'about',
    'announce',
    'brand',
    'common',
    'home',
    'legal',
    'member',
    'news',
    'org',
    'pages',
    'rep',
  ]);
  expect(hasBundles('zh', ['forms'])).toBe(false);

  const translator = getTranslator('zh', core);
  expect(translator.t('account:login.submit')).toBe('login.submit');
  await Promise.all([loadResources('zh', bundlesForRoute('/login')), loadResources('zh', ['forms'])]);
  expect(hasBundles('zh', ['forms', 'validation'])).toBe(true);
  expect(hasBundles('zh', ['parts'])).toBe(false);
  // A translator made before the bundle arrived has its strings too.
  expect(translator.t('account:login.submit')).not.toBe('login.submit');
  expect(getLoadedResources('en')).toBeUndefined();
});

test('routes name the bundles their screens need, with or without a trailing slash', () => {
  expect(bundlesForRoute('/news/some-article')).toEqual([]);
  expect(bundlesForRoute('/rep/search/')).toEqual(['parts']);
  expect(bundlesForRoute('/contact')).toEqual(['forms', 'validation']);
  expect(bundlesForRoute('/')).toEqual([]);
});
