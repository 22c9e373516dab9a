/**
 * Writes the JSON Schemas the site checks the parts answers with
 * (`src/features/parts/api/part-answers.schema.json`) from the contract
 * (`packages/contracts/src/part-answer-json-schemas.ts`): `npm run part-answer-schemas` after a
 * change to the parts answers; a test fails while the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { partAnswerJsonSchemas } from '@site/contracts/src/part-answer-json-schemas';

const file = path.join(__dirname, '../src/features/parts/api/part-answers.schema.json');
fs.writeFileSync(file, `${JSON.stringify(partAnswerJsonSchemas(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
