import { createTranslator, type TranslationKey } from './translator';
import type { LoadedResources } from './resource-types';

const strings = {
  common: { greeting: 'Hello {{name}}, {{ count }} new', nested: { deep: 'Deep {{user.name}}' }, empty: '' },
} as unknown as LoadedResources;
const key = (text: string) => text as TranslationKey;

test('looks up full keys and fills placeholders', () => {
  const { t } = createTranslator('en', strings);
  expect(t(key('common:greeting'), { name: 'Aki', count: 3 })).toBe('Hello Aki, 3 new');
  expect(t(key('common:nested.deep'), { user: { name: 'Ren' } })).toBe('Deep Ren');
  expect(t(key('common:empty'))).toBe('');
});

test('placeholders without an option stay; null and undefined print nothing; values are not interpolated again', () => {
  const { t } = createTranslator('en', strings);
  expect(t(key('common:greeting'))).toBe('Hello {{name}}, {{ count }} new');
  expect(t(key('common:greeting'), { name: null, count: undefined })).toBe('Hello ,  new');
  expect(t(key('common:greeting'), { name: '{{count}}', count: 1 })).toBe('Hello {{count}}, 1 new');
});

test('branches with returnObjects; a missing key shows its path or the default value', () => {
  const { t } = createTranslator('en', strings);
  expect(t(key('common:nested'), { returnObjects: true })).toEqual({ deep: 'Deep {{user.name}}' });
  expect(t(key('common:nothing.here'))).toBe('nothing.here');
  expect(t(key('other:thing'))).toBe('thing');
  expect(t(key('common:nothing'), { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
});

test('bundles loaded later join the translator; namespaces already there stay', () => {
  const translator = createTranslator('en', strings);
  translator.add({
    parts: { title: 'Parts' },
    common: { greeting: 'replaced' },
  } as unknown as LoadedResources);
  expect(translator.t(key('parts:title'))).toBe('Parts');
  expect(translator.t(key('common:greeting'), { name: 'A', count: 1 })).toBe('Hello A, 1 new');
});
