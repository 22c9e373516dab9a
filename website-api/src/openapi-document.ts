import fs from 'fs';
import path from 'path';
import { openPartsStore } from '@site/parts';
import { buildApp } from './app';
import { REPO_ROOT, loadConfig } from './config';
import { OPENAPI_FILE } from './lib/openapi';

export const OPENAPI_FILE_PATH = path.join(REPO_ROOT, OPENAPI_FILE);

/**
 * The API's OpenAPI document as the repository keeps it (docs/api/openapi.json): built from
 * the routes of an app over empty in-memory databases, so no setting or data shows in it.
 */
export async function openApiDocument(): Promise<object> {
  const config = loadConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'silent', API_DOCS: 'off' });
  const partsStore = await openPartsStore({ kind: 'sqlite', path: ':memory:' });
  const app = await buildApp({ config, partsStore, mail: { autoStart: false } }, false);
  try {
    return JSON.parse(JSON.stringify(app.swagger())) as object;
  } finally {
    await app.close();
    await partsStore.close();
  }
}

/** `npm run openapi -w website-api`: writes the document; `-- --check` fails when the kept one is out of date. */
async function main() {
  // Formatted as the repository formats JSON, so `prettier --check` and this agree.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(OPENAPI_FILE_PATH);
  const document = await prettier.format(JSON.stringify(await openApiDocument()), {
    ...options,
    filepath: OPENAPI_FILE_PATH,
  });
  if (process.argv.includes('--check')) {
    const kept = fs.existsSync(OPENAPI_FILE_PATH) ? fs.readFileSync(OPENAPI_FILE_PATH, 'utf8') : '';
    if (kept !== document) {
      console.error(`${OPENAPI_FILE} is out of date: run npm run openapi -w website-api`);
      process.exit(1);
    }
    console.log(`${OPENAPI_FILE} is up to date`);
    return;
  }
  fs.mkdirSync(path.dirname(OPENAPI_FILE_PATH), { recursive: true });
  fs.writeFileSync(OPENAPI_FILE_PATH, document);
  console.log(`wrote ${OPENAPI_FILE}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
