/**
 * Accuracy of the pin-to-pin verdict on the labelled set of real KiCad pairs
 * (packages/parts/test/fixtures/pin-pairs.ts): precision (no wrong "pin-to-pin") and
 * recall, overall and per kind of pair, and every pair judged against its label.
 *   npx tsx bench/substitute-accuracy.ts [--kicad /usr/share/kicad/symbols]
 * By default the symbols come from the excerpts kept with the tests; --kicad reads them
 * from a whole library directory instead (the same symbols as installed).
 */
import path from 'node:path';
import { evaluatePairs } from '../packages/parts/src/engine/accuracy';
import { importKicad } from '../packages/parts/src/kicad/import';
import { LABELLED_PAIRS } from '../packages/parts/test/fixtures/pin-pairs';

const i = process.argv.indexOf('--kicad');
const dir =
  i > 0 ? process.argv[i + 1] : path.resolve(__dirname, '../packages/parts/test/fixtures/kicad-pairs');
const log = (line: string) => process.stdout.write(`${line}\n`);

const started = Date.now();
const records = [...importKicad(dir)];
log(`symbols from ${dir}: ${records.length.toLocaleString('en')} parts read in ${Date.now() - started} ms`);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const all = evaluatePairs(records, LABELLED_PAIRS);
log(
  `pairs ${all.pairs}: pin-to-pin ${all.truePositives + all.falseNegatives}, not ${all.trueNegatives + all.falsePositives}`,
);
log(`precision ${all.precision.toFixed(3)} (${all.falsePositives} wrong "pin-to-pin")`);
log(`recall    ${all.recall.toFixed(3)} (${all.falseNegatives} pin-to-pin pairs missed)`);
for (const kind of [...new Set(LABELLED_PAIRS.map((p) => p.kind))]) {
  const r = evaluatePairs(
    records,
    LABELLED_PAIRS.filter((p) => p.kind === kind),
  );
  log(
    `  ${kind.padEnd(14)} ${String(r.pairs).padStart(3)} pairs, right ${pct((r.pairs - r.wrong.length) / r.pairs)}`,
  );
}
for (const o of all.wrong)
  log(
    `  wrong: ${o.pair.a} → ${o.pair.b}: graded ${o.grade ?? 'none'}, labelled ${o.pair.pinToPin ? 'pin-to-pin' : 'not'} (${o.pair.reason})`,
  );
