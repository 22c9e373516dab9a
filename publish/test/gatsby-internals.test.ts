import path from 'node:path';
import { GATSBY_VERSION, checkGatsbyInternals, gatsbyDirFrom } from '../src/warm-build/gatsby-internals';

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
});
