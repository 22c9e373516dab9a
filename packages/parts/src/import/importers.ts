import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { partRecordSchema, type PartRecord } from '../schema';
import { parseCsvRecord } from './csv-parse';

export interface ImportIssue {
  line: number;
  message: string;
}

export interface ImportOptions {
  /** Rows that fail validation are skipped and reported here. */
  onIssue?: (issue: ImportIssue) => void;
}

/** CSV columns, in any order; see packages/parts/README.md for the cell formats. */
export const CSV_COLUMNS = [
  'mpn',
  'brand',
  'brand_name',
  'origin',
  'category',
  'package',
  'pins',
  'attributes',
  'params',
  'lifecycle',
  'aec',
  'datasheet_url',
  'description',
  'family',
  'updated_at',
] as const;
const REQUIRED = CSV_COLUMNS.filter(
  (c) => !['aec', 'datasheet_url', 'family', 'updated_at', 'description'].includes(c),
);

function validate(raw: unknown, line: number, options: ImportOptions): PartRecord | null {
  const result = partRecordSchema.safeParse(raw);
  if (result.success) return result.data;
  options.onIssue?.({
    line,
    message: result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '),
  });
  return null;
}

async function* lines(input: Readable): AsyncGenerator<string> {
  const rl = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) yield line;
}

/** One JSON object per line, with the fields of the record schema; blank lines are skipped. */
export async function* importJsonLines(
  input: Readable,
  options: ImportOptions = {},
): AsyncGenerator<PartRecord> {
  let n = 0;
  for await (const line of lines(input)) {
    n++;
    if (line.trim() === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      options.onIssue?.({ line: n, message: 'not valid JSON' });
      continue;
    }
    const record = validate(raw, n, options);
    if (record) yield record;
  }
}

const json = (cell: string) => cell.trim().startsWith('[') || cell.trim().startsWith('{');

/** `NAME=FUNCTION|NAME=FUNCTION` in pin order, or a JSON array of pins. */
function pinsCell(cell: string): unknown {
  if (json(cell)) return JSON.parse(cell);
  return cell.split('|').map((pin, i) => {
    const [name, fn] = pin.split('=');
    return { number: i + 1, name: name.trim(), function: (fn ?? name).trim().toUpperCase() };
  });
}

/** `key=value;key=value`, or a JSON object. */
function attributesCell(cell: string): unknown {
  if (json(cell)) return JSON.parse(cell);
  return Object.fromEntries(
    cell
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((s) => s.trim())),
  );
}

/** `key=min/typ/max;…` with empty places left out (`iout=//0.3`), or a JSON object. */
function paramsCell(cell: string): unknown {
  if (json(cell)) return JSON.parse(cell);
  const out: Record<string, Record<string, number>> = {};
  for (const pair of cell.split(';').filter(Boolean)) {
    const [key, values = ''] = pair.split('=');
    const [min, typ, max] = values.split('/').map((v) => (v.trim() === '' ? undefined : Number(v)));
    out[key.trim()] = Object.fromEntries(
      Object.entries({ min, typ, max }).filter(([, v]) => v !== undefined),
    ) as Record<string, number>;
  }
  return out;
}

/** CSV with a header row naming the columns of CSV_COLUMNS. */
export async function* importCsv(input: Readable, options: ImportOptions = {}): AsyncGenerator<PartRecord> {
  let header: string[] | null = null;
  let pending = '';
  let n = 0;
  let start = 0;
  for await (const line of lines(input)) {
    n++;
    if (pending === '') start = n;
    pending = pending === '' ? line : `${pending}\n${line}`;
    const fields = parseCsvRecord(pending);
    if (!fields) continue;
    pending = '';
    if (!header) {
      header = fields.map((f) => f.trim().toLowerCase());
      const missing = REQUIRED.filter((c) => !header!.includes(c));
      if (missing.length > 0) throw new Error(`CSV header misses columns: ${missing.join(', ')}`);
      continue;
    }
    if (fields.length === 1 && fields[0].trim() === '') continue;
    const cell = (name: string) => fields[header!.indexOf(name)] ?? '';
    let raw: Record<string, unknown>;
    try {
      const pins = pinsCell(cell('pins')) as unknown[];
      raw = {
        mpn: cell('mpn'),
        brand: cell('brand'),
        brandName: cell('brand_name'),
        origin: cell('origin'),
        category: cell('category'),
        package: cell('package'),
        pinCount: Array.isArray(pins) ? pins.length : 0,
        pins,
        attributes: attributesCell(cell('attributes')),
        params: paramsCell(cell('params')),
        lifecycle: cell('lifecycle'),
        aec: cell('aec') || null,
        datasheetUrl: cell('datasheet_url') || null,
        description: cell('description'),
        ...(cell('family') ? { family: cell('family') } : {}),
        ...(cell('updated_at') ? { updatedAt: cell('updated_at') } : {}),
      };
    } catch (error) {
      options.onIssue?.({ line: start, message: `cell is not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const record = validate(raw, start, options);
    if (record) yield record;
  }
  if (pending !== '') options.onIssue?.({ line: start, message: 'unterminated quoted field' });
}

/** Picks the importer by file extension: `.csv`, or `.jsonl` / `.ndjson`. */
export function importFile(file: string, options: ImportOptions = {}): AsyncGenerator<PartRecord> {
  const input = fs.createReadStream(file, { encoding: 'utf8' });
  if (/\.csv$/i.test(file)) return importCsv(input, options);
  if (/\.(jsonl|ndjson)$/i.test(file)) return importJsonLines(input, options);
  throw new Error(`Unknown file type: ${file} (expected .csv, .jsonl or .ndjson)`);
}
