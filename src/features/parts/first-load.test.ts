/**
 * The parts pages keep zod and the contract's schemas out of their first load
 * (docs/decisions/041-first-load-javascript.md): screens take the contract's types, and the
 * checks of the API's answers arrive with the first request. The checks are JSON Schemas zod
 * wrote at build time, so the parts pages load no zod at all (decision 098).
 */
import path from 'node:path';
import { GradeSchema } from '@site/contracts';
import { ROOT, reach } from '@site/test-utils/import-graph';
import { GRADES } from './api/part-schemas';

const template = (name: string) => path.join(ROOT, 'src/templates/routes', `${name}.tsx`);
const PARTS_CONTRACT = path.join(ROOT, 'packages/contracts/src/parts.ts');
const ANSWER_CHECKS = path.join(ROOT, 'src/features/parts/api/answer-checks.ts');

/** zod, form code and the contracts index: none of it belongs in a parts page's first load. */
const HEAVY = ['zod', 'react-hook-form', '@hookform/resolvers/zod', '@site/contracts'];

test.each(['rep', 'rep/search', 'rep/part', 'rep/compare'])(
  'the %s page loads no zod, form code or schema before it hydrates',
  (name) => {
    const { files, packages } = reach(template(name));
    expect(HEAVY.filter((pkg) => packages.has(pkg))).toEqual([]);
    expect(files).not.toContain(PARTS_CONTRACT);
  },
);

// The parts screens are islands of their own (src/features/app-shell/island.tsx).
const SCREENS: Record<string, string> = {
  'rep/search': path.join(ROOT, 'src/features/parts/part-search-screen.tsx'),
  'rep/part': path.join(ROOT, 'src/features/parts/part-screen.tsx'),
  'rep/compare': path.join(ROOT, 'src/features/parts/compare-screen.tsx'),
};

test.each(Object.keys(SCREENS))(
  'the %s page loads the checks of its answers with the first request, and no zod then either',
  (name) => {
    const { lazy } = reach(SCREENS[name]);
    expect([...lazy]).toContain(ANSWER_CHECKS);
    expect([...lazy]).not.toContain(PARTS_CONTRACT);
    for (const chunk of lazy) {
      const { files, packages } = reach(chunk);
      expect(files).not.toContain(PARTS_CONTRACT);
      expect([...packages].filter((pkg) => pkg === 'zod' || pkg.startsWith('@site/contracts'))).toEqual([]);
    }
  },
);

test("the grades the screens list are the contract's, in its order", () => {
  expect(GRADES).toEqual(GradeSchema.options);
});
