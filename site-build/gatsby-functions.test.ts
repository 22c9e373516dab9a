import fs from 'node:fs';
import path from 'node:path';

/**
 * Gatsby compiles every file under src/api into a Function, but the site server and nginx serve
 * the release's files and run none of them: a Function there would answer 404 in production
 * while its tests pass (decision 091). Route rules live in packages/routing and the server.
 */
test('the site defines no Gatsby Functions, which nothing would serve', () => {
  const api = path.resolve(__dirname, '../src/api');
  const functions = fs.existsSync(api)
    ? fs.readdirSync(api, { recursive: true, encoding: 'utf8' }).filter((file) => /\.[jt]sx?$/.test(file))
    : [];
  expect(functions).toEqual([]);
});
