/**
 * Parts database tool.
 *   npx tsx packages/parts/src/cli.ts generate --count N [--seed S]   fill an empty database with generated parts
 *   npx tsx packages/parts/src/cli.ts import --file parts.jsonl|parts.csv  load real data (upsert by brand and number)
 *   npx tsx packages/parts/src/cli.ts import --kicad /usr/share/kicad/symbols  load the parts of KiCad symbol libraries
 *   npx tsx packages/parts/src/cli.ts stats                              print the data-volume figures
 * The database is the one of openPartsStore(): DATABASE_URL=postgres://… or PARTS_SQLITE_PATH.
 */
import { generateParts, MAX_GENERATED } from './generator/generate';
import { importFile } from './import/importers';
import { importKicad } from './kicad/import';
import { openPartsStore } from './store/open';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const command = process.argv[2];
  if (!command || !['generate', 'import', 'stats'].includes(command)) {
    print('usage: cli.ts generate --count N [--seed S] | import --file FILE | import --kicad DIR | stats');
    return 2;
  }
  const store = await openPartsStore();
  try {
    const started = Date.now();
    const onProgress = (e: { phase: string; loaded: number; detail?: string }) =>
      print(
        `${e.phase}: ${e.loaded.toLocaleString('en')}${e.detail ? ` ${e.detail}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    if (command === 'generate') {
      const count = Number(arg('count'));
      if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED) {
        print(`--count must be an integer from 1 to ${MAX_GENERATED}`);
        return 2;
      }
      if ((await store.count()) > 0) {
        print('the parts database is not empty; remove it first (or import into it)');
        return 1;
      }
      const result = await store.load(generateParts({ count, seed: Number(arg('seed') ?? 1) }), {
        onProgress,
      });
      print(`generated ${result.loaded.toLocaleString('en')} parts`);
    } else if (command === 'import' && arg('kicad')) {
      let issues = 0;
      let last = { imported: 0, skipped: 0, symbols: 0 };
      const records = importKicad(arg('kicad')!, {
        onIssue: (i) => (issues++, print(`${i.library}/${i.symbol}: ${i.message}`)),
        onProgress: (p) => {
          last = p;
          print(
            `read ${p.done}/${p.libraries} ${p.library}: ${p.symbols.toLocaleString('en')} symbols, ${p.imported.toLocaleString('en')} parts`,
          );
        },
      });
      const result = await store.load(records, { onProgress });
      print(
        `imported ${result.loaded.toLocaleString('en')} parts of ${last.symbols.toLocaleString('en')} symbols; ${last.skipped.toLocaleString('en')} outside the imported categories, ${issues} reported, ${result.duplicates} duplicates dropped`,
      );
    } else if (command === 'import') {
      const file = arg('file');
      if (!file) {
        print('--file or --kicad is required');
        return 2;
      }
      let issues = 0;
      const result = await store.load(
        importFile(file, { onIssue: (i) => (issues++, print(`line ${i.line}: ${i.message}`)) }),
        { onProgress },
      );
      print(
        `imported ${result.loaded.toLocaleString('en')} parts, ${issues} rows skipped, ${result.duplicates} duplicates dropped`,
      );
    }
    print(JSON.stringify(await store.stats(), null, 2));
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
