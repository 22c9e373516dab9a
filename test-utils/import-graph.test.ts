import path from 'node:path';
import { ROOT, reach, resolveImport } from './import-graph';

const src = (file: string) => path.join(ROOT, 'src', file);

describe('import graph: resolving specifiers as webpack does', () => {
  const from = src('features/auth/components/login-form.tsx');

  it('resolves `~/…` to the site source, as the relative chain it replaces', () => {
    expect(resolveImport(from, '~/i18n/react')).toBe(src('i18n/react.tsx'));
    expect(resolveImport(from, '~/i18n/react')).toBe(resolveImport(from, '../../../i18n/react'));
    expect(resolveImport(from, '~/components/form/form')).toBe(src('components/form/form.tsx'));
  });

  it('resolves relative and workspace specifiers and leaves npm packages alone', () => {
    expect(resolveImport(from, './account-fields')).toBe(src('features/auth/components/account-fields.tsx'));
    expect(resolveImport(from, '@site/routing/src/routes')).toMatch(/packages\/routing\/src\/routes\.ts$/);
    expect(resolveImport(from, 'react')).toBeUndefined();
    expect(resolveImport(from, '~/no/such/file')).toBeUndefined();
  });

  it('follows `~/…` imports into the chunk instead of counting them as packages', () => {
    const { files, packages } = reach(from);
    expect(files).toContain(src('i18n/react.tsx'));
    expect([...packages].filter((name) => name.startsWith('~'))).toEqual([]);
  });
});
