import type { DataSchema } from '../../api/api-client';

/**
 * The subset of JSON Schema that zod writes for the parts answers (`z.toJSONSchema`, in
 * `packages/contracts/src/part-answer-json-schemas.ts`). Anything else is refused when a check
 * is made, so a contract that grows a keyword this file does not know fails its test instead of
 * passing answers unchecked.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: Array<string | number | boolean | null>;
  const?: string | number | boolean | null;
  minimum?: number;
  maximum?: number;
}

const KEYWORDS = new Set<string>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'anyOf',
  'enum',
  'const',
  'minimum',
  'maximum',
] satisfies Array<keyof JsonSchema>);

function assertSupported(schema: JsonSchema, at: string): void {
  for (const key of Object.keys(schema)) {
    if (!KEYWORDS.has(key)) throw new Error(`answer check: unsupported keyword "${key}" at ${at}`);
  }
  const children: Array<[string, JsonSchema]> = [
    ...Object.entries(schema.properties ?? {}).map(([name, child]): [string, JsonSchema] => [
      `${at}.${name}`,
      child,
    ]),
    ...(schema.anyOf ?? []).map((child, i): [string, JsonSchema] => [`${at}|${i}`, child]),
  ];
  if (typeof schema.additionalProperties === 'object')
    children.push([`${at}.*`, schema.additionalProperties]);
  if (schema.propertyNames) children.push([`${at}[key]`, schema.propertyNames]);
  if (schema.items) children.push([`${at}[]`, schema.items]);
  for (const [path, child] of children) assertSupported(child, path);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeMatches(type: NonNullable<JsonSchema['type']>, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
  }
}

/** Whether `value` is what `schema` describes. */
export function matches(schema: JsonSchema, value: unknown): boolean {
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return false;
  if (schema.const !== undefined && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value as never)) return false;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (schema.anyOf && !schema.anyOf.some((option) => matches(option, value))) return false;
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    if (!value.every((item) => matches(items, item))) return false;
  }
  if (isObject(value)) {
    const properties = schema.properties ?? {};
    for (const name of schema.required ?? []) if (!(name in value)) return false;
    for (const [name, item] of Object.entries(value)) {
      const known = properties[name];
      if (known) {
        // An optional property zod leaves out may arrive as undefined from a test, never from JSON.
        if (item === undefined && !schema.required?.includes(name)) continue;
        if (!matches(known, item)) return false;
      } else {
        if (schema.propertyNames && !matches(schema.propertyNames, name)) return false;
        if (schema.additionalProperties === false) return false;
        if (typeof schema.additionalProperties === 'object' && !matches(schema.additionalProperties, item)) {
          return false;
        }
      }
    }
  }
  return true;
}

/**
 * A check of one answer's `data` for the API client, from the JSON Schema zod wrote for it at
 * build time: the same verdicts as the contract's zod schema (the test holds them to it), at
 * none of zod's cost in the browser (decision 098). The data is passed on as it came.
 */
export function answerCheck<T>(schema: JsonSchema, name: string): DataSchema<T> {
  assertSupported(schema, name);
  return {
    safeParse: (data: unknown) =>
      matches(schema, data) ? { success: true, data: data as T } : { success: false },
  };
}
