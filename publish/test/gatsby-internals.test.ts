import fs from 'node:fs';
import path from 'node:path';
import {
  GATSBY_DIST,
  GATSBY_PACKAGES,
  GATSBY_VERSION,
  SCHEMA_BUILT_ACTION,
  checkGatsbyInternals,
  gatsbyDirFrom,
} from '../src/warm-build/gatsby-internals';

/**
 * The canary of the warm builds (decisions 078, 080): every private module, export and
 * behaviour of Gatsby that publish/src/warm-build/daemon.ts and gatsby-node.ts use is where
 * they expect it, in the Gatsby this repository installs. A failure names what moved.
 */
describe("Gatsby's internals used by the warm builds", () => {
  const gatsbyDir = gatsbyDirFrom(path.join(__dirname, '..', '..'));

  it(`are all in place in the installed Gatsby (${GATSBY_VERSION})`, () => {
    const problems = checkGatsbyInternals(gatsbyDir);
    expect(problems.length === 0 ? 'all in place' : `\n${problems.join('\n')}`).toBe('all in place');
  }, 60_000);

  it('names what moved', () => {
    // A Gatsby folder of another version, without its dist: each module is named.
    const fake = path.join(__dirname, 'fixtures', 'not-gatsby');
    const problems = checkGatsbyInternals(fake);
    expect(problems[0]).toMatch(/gatsby is 0\.0\.0, the warm builds were written against 5\.16\.1/);
    expect(problems).toContainEqual(expect.stringMatching(/^gatsby\/dist\/bootstrap: cannot be loaded/));
    expect(problems).toContainEqual(
      expect.stringMatching(/^gatsby\/dist\/commands\/build-html: cannot be loaded/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/no longer dispatches SET_SCHEMA/));
    expect(problems).toContainEqual(expect.stringMatching(/deleteUntouchedPages is gone/));
  });

  it('lists exactly what the daemon loads', () => {
    const daemon = fs.readFileSync(path.join(__dirname, '..', 'src', 'warm-build', 'daemon.ts'), 'utf8');
    const calls = (fn: string) =>
      [...daemon.matchAll(new RegExp(`\\b${fn}<[\\s\\S]*?>\\(\\s*'([^']+)'`, 'g'))].map((m) => m[1]);
    const sorted = (names: string[]) => [...new Set(names)].sort();
    expect(sorted(calls('load'))).toEqual(sorted(GATSBY_DIST.map((entry) => entry.module)));
    expect(sorted(calls('requireFrom'))).toEqual(sorted(GATSBY_PACKAGES.map((entry) => entry.module)));
    expect(daemon).toContain(`emitter.on('${SCHEMA_BUILT_ACTION}'`);
    // Every service the daemon calls is checked.
    const services = sorted([...daemon.matchAll(/\bservices\.(\w+)\(/g)].map((m) => m[1]));
    expect(services).toEqual(sorted(Object.keys(GATSBY_DIST.find((e) => e.module === 'services')!.exports)));
  });
});
