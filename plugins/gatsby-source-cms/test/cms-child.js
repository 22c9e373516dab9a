/**
 * A real CMS for the snapshot integration test, in a process of its own so that the test
 * can freeze it (SIGSTOP) and let it go on (SIGCONT). Loads the compiled CMS (cms/dist),
 * seeds a small content set into the SQLite file and folders the parent passes in the
 * environment, listens on a free port and reports `{ ready: { url, token } }` over IPC.
 * Then it answers `{ edit }` and `{ unpublish }` messages with the document service.
 */
const path = require('node:path');
const fs = require('node:fs');

const cmsDir = path.resolve(__dirname, '../../../cms');
const { createStrapi } = require(path.join(cmsDir, 'node_modules/@strapi/strapi'));
const { seed } = require(path.join(cmsDir, 'dist/scripts/seed/run.js'));

const NEWS = 'api::news-article.news-article';

async function main() {
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false });
  strapi.log.level = 'warn';
  await strapi.load();
  await seed(strapi, { news: 6, notices: 2, brands: 2, enterprises: 4 }, () => undefined);
  const log = console.log;
  console.log = () => undefined;
  await strapi.listen();
  console.log = log;
  const { port } = strapi.server.httpServer.address();
  const token = fs.readFileSync(process.env.CMS_EDITOR_TOKEN_FILE, 'utf8').trim();
  process.on('message', async (message) => {
    try {
      const docs = strapi.documents(NEWS);
      const [first, second] = await docs.findMany({
        locale: 'en',
        status: 'published',
        sort: 'documentId:asc',
        limit: 2,
      });
      if (message.edit) {
        await docs.update({ documentId: first.documentId, locale: 'en', data: { title: message.edit } });
        await docs.publish({ documentId: first.documentId, locale: 'en' });
        process.send({ done: { documentId: first.documentId } });
      } else if (message.unpublish) {
        await docs.unpublish({ documentId: second.documentId, locale: 'en' });
        process.send({ done: { documentId: second.documentId } });
      }
    } catch (error) {
      process.send({ error: String(error && error.stack ? error.stack : error) });
    }
  });
  process.send({ ready: { url: `http://127.0.0.1:${port}`, token } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
