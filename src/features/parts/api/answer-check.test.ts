/**
 * The browser checks the parts answers against JSON Schemas zod writes from the contract
 * (decision 098). These tests hold the file to the contract and the checks to zod's verdicts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { PART_ANSWERS, partAnswerJsonSchemas } from '@site/contracts/src/part-answer-json-schemas';
import { GD32, GD32_ROWS, RCT6, RCT6_ROWS, detail, member, preview } from '../test-fixtures/answers';
import { answerCheck, matches, type JsonSchema } from './answer-check';
import * as checks from './answer-checks';

const PART_ANSWER_SCHEMAS_FILE = path.join(__dirname, 'part-answers.schema.json');

const comparison = (rows: readonly unknown[] | undefined) => ({
  grade: 'B',
  pinToPin: true,
  direction: 'upgrade',
  better: 1,
  worse: 0,
  majorWorse: 0,
  ...(rows ? { rows } : {}),
});

/** Answers as the API gives them, to members and to visitors. */
const SAMPLES: Record<keyof typeof PART_ANSWERS, unknown[]> = {
  SearchAnswer: [
    {
      ...member,
      query: 'STM32F103',
      mode: 'auto',
      match: 'prefix',
      notExact: false,
      matchedOn: null,
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 20,
      items: [GD32, { ...RCT6, aec: 'Q100-1', datasheetUrl: null, demo: true }],
    },
  ],
  PartAnswer: [
    { ...member, part: detail() },
    { ...preview, part: detail({ pins: [], attributes: {} }) },
  ],
  SubstitutesAnswer: [
    {
      ...member,
      part: GD32,
      total: 2,
      counts: { A: 0, B: 1, C: 1, D: 0 },
      page: 1,
      pageSize: 20,
      items: [
        { part: GD32, comparison: comparison(GD32_ROWS) },
        { part: RCT6, comparison: comparison(RCT6_ROWS) },
      ],
    },
    { ...preview, part: GD32, total: 0, counts: { A: 0, B: 0, C: 0, D: 0 }, page: 1, pageSize: 5, items: [] },
  ],
  CompareAnswer: [
    { ...member, a: GD32, b: RCT6, comparison: comparison(RCT6_ROWS) },
    { ...preview, a: GD32, b: RCT6, comparison: null },
    { ...preview, a: GD32, b: RCT6, comparison: comparison(undefined) },
  ],
  PartBrands: [
    [
      { code: 'st', name: 'STMicroelectronics', origin: 'CH' },
      { code: 'gigadevice', name: 'GigaDevice', origin: 'CN' },
    ],
    [],
  ],
};

/** Every value reachable in `value`, by path, with a setter that replaces or deletes it in a copy. */
function* variants(value: unknown): Generator<{ path: string; value: unknown }> {
  const WRONG: unknown[] = [null, 'x', '', 0, -1, 1.5, 2 ** 60, true, [], {}, [1], { extra: 1 }];
  function* walk(
    node: unknown,
    rebuild: (replacement: unknown) => unknown,
    path: string,
  ): Generator<{
    path: string;
    value: unknown;
  }> {
    for (const wrong of WRONG) yield { path: `${path}=${JSON.stringify(wrong)}`, value: rebuild(wrong) };
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        yield* walk(node[i], (r) => rebuild(node.map((item, j) => (j === i ? r : item))), `${path}[${i}]`);
      }
      yield { path: `${path}+item`, value: rebuild([...node, node[0] ?? 'x']) };
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        yield* walk(record[key], (r) => rebuild({ ...record, [key]: r }), `${path}.${key}`);
        const { [key]: _gone, ...rest } = record;
        yield { path: `${path}-${key}`, value: rebuild(rest) };
      }
      yield { path: `${path}+unknownKey`, value: rebuild({ ...record, unknownKey: 'x' }) };
    }
  }
  yield { path: '', value };
  yield* walk(value, (r) => r, '');
}

test('the JSON Schemas are the contract’s (`npm run part-answer-schemas` writes them again)', () => {
  const committed = JSON.parse(fs.readFileSync(PART_ANSWER_SCHEMAS_FILE, 'utf8')) as unknown;
  expect(committed).toEqual(partAnswerJsonSchemas());
});

test.each(Object.keys(PART_ANSWERS) as Array<keyof typeof PART_ANSWERS>)(
  'the %s check gives zod’s verdict on the answer and on every damaged copy of it',
  (name) => {
    const zod = PART_ANSWERS[name] as z.ZodType;
    const schema = partAnswerJsonSchemas()[name] as JsonSchema;
    let accepted = 0;
    let refused = 0;
    for (const sample of SAMPLES[name]) {
      expect(zod.safeParse(sample).success).toBe(true);
      for (const variant of variants(sample)) {
        const verdict = zod.safeParse(variant.value).success;
        if (matches(schema, variant.value) !== verdict) {
          throw new Error(`${name}${variant.path}: zod says ${verdict}, the check says ${!verdict}`);
        }
        if (verdict) accepted++;
        else refused++;
      }
    }
    // Both verdicts occur, so the comparison says something either way.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(10);
  },
);

test('the checks the client loads pass the answers on as they came', () => {
  const answer = SAMPLES.CompareAnswer[0];
  expect(checks.CompareAnswerCheck.safeParse(answer)).toEqual({ success: true, data: answer });
  expect(checks.SearchAnswerCheck.safeParse(answer)).toEqual({ success: false });
});

test('a keyword the check does not know is refused when the check is made', () => {
  expect(() => answerCheck({ type: 'string', pattern: '^a' } as JsonSchema, 'Code')).toThrow(
    'unsupported keyword "pattern" at Code',
  );
  expect(() =>
    answerCheck({ type: 'object', properties: { a: { format: 'email' } as JsonSchema } }, 'Answer'),
  ).toThrow('unsupported keyword "format" at Answer.a');
});
