import type { Locale } from '@site/routing';
import type { LoadedResources, Namespace, Resources } from './resource-types';

/** Every key of a string tree as a dotted path: its leaves, and its branches for `returnObjects`. */
type Paths<T, P extends string> = T extends string
  ? P
  : P | { [K in keyof T & string]: Paths<T[K], `${P}.${K}`> }[keyof T & string];

/** A full translation key, `namespace:dotted.path`, checked against the Japanese strings. */
export type TranslationKey = {
  [N in Namespace]: {
    [K in keyof Resources[N] & string]: Paths<Resources[N][K], `${N}:${K}`>;
  }[keyof Resources[N] & string];
}[Namespace];

export interface TranslateOptions {
  /** Return the branch under the key (an object of strings) instead of a string. */
  returnObjects?: boolean;
  /** Text for a key that has no string (interpolated like one). */
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [name: string]: unknown;
}

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

export interface Translator {
  readonly locale: Locale;
  readonly t: TFunction;
  /** Adds the namespaces of a string bundle loaded later. */
  add: (strings: LoadedResources) => void;
}

const PLACEHOLDER = /{{\s*([^{}\s]+)\s*}}/g;
const own = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

function lookup(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !own(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * `{{name}}` takes the option of that name (a dotted name reaches into an object); an option
 * given as null or undefined prints nothing, a placeholder without an option stays as it is.
 * Values are not interpolated again and not escaped: React escapes what it renders.
 */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const path = name.split('.');
    const parent = lookup(values, path.slice(0, -1));
    if (typeof parent !== 'object' || parent === null || !own(parent, path[path.length - 1]))
      return placeholder;
    const value = (parent as Record<string, unknown>)[path[path.length - 1]];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The site's translator: strings of one language, looked up by full key. A missing key
 * shows its path, so a gap is visible instead of blank (the i18n check keeps keys complete).
 */
export function createTranslator(locale: Locale, resources: LoadedResources): Translator {
  const strings: Record<string, unknown> = { ...resources };
  const t: TFunction = (key, options) => {
    const separator = key.indexOf(':');
    const path = key.slice(separator + 1).split('.');
    const value = lookup(strings[key.slice(0, separator)], path);
    if (typeof value === 'string') return options ? interpolate(value, options) : value;
    if (value !== undefined && options?.returnObjects) return value as unknown as string;
    if (value === undefined && options?.defaultValue !== undefined)
      return interpolate(options.defaultValue, options);
    return path.join('.');
  };
  return {
    locale,
    t,
    add: (added) => {
      for (const [namespace, values] of Object.entries(added))
        if (!own(strings, namespace)) strings[namespace] = values;
    },
  };
}
