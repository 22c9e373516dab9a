import { errors } from '@strapi/utils';
import { isPlainObject, targetModel, type GetModel, type Model } from '../members-only/model';

/**
 * Bounds of one read by a caller without the full-access token (REST and GraphQL).
 * Values and reasons: decision 082.
 */
export interface PublicLimits {
  /** Items one list may ask for (`pageSize`, `limit`); a GraphQL relation list is not capped by it. */
  maxPageSize: number;
  /** Items × (1 + relations populated per item), summed over the lists of one request. */
  maxCost: number;
  /** Relation, media and component loads one GraphQL operation may have in flight at once. */
  loadsInFlight: number;
}

export const PUBLIC_LIMITS: PublicLimits = { maxPageSize: 100, maxCost: 1000, loadsInFlight: 4 };

/**
 * At most `size` pieces of work of one request at a time, the others wait their turn.
 * GraphQL resolves the relations of every item of a list at once (one database query
 * each): a list of 100 items with 9 relations puts 900 queries in the connection pool's
 * queue, and every other request's queries wait behind them. Through a gate a request
 * has at most `size` queries queued, so a small request waits behind a few queries per
 * running operation instead of all of them.
 */
export class RequestGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    // The releasing piece hands its place over (`active` stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Items a REST list answers without `pagination` (config/api.ts `rest.defaultLimit`). */
export const REST_DEFAULT_LIMIT = 25;

/** Attribute types that cost a query per item when populated. */
const POPULATED = ['relation', 'media', 'component', 'dynamiczone'];

const costMessage = (cost: number, limits: PublicLimits) =>
  `This request costs ${cost} (items × (1 + populated relations per item)); at most ${limits.maxCost} without the server token: ask for fewer items or relations`;

/**
 * Pagination of a public REST list: each key once (a repeated key arrives as a list, which
 * Strapi's own cap does not read), whole numbers, `pageSize` / `limit` from 1 to the cap
 * (`-1`, "all", is not). Answers the number of items the list may hold.
 */
export function publicRestItems(query: Record<string, unknown>, limits: PublicLimits): number {
  const pagination = query.pagination;
  if (pagination === undefined) return REST_DEFAULT_LIMIT;
  if (!isPlainObject(pagination)) throw new errors.ValidationError('"pagination" must be an object');
  const number = (key: string, min: number): number | undefined => {
    const value = pagination[key];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) throw new errors.ValidationError(`pagination[${key}] may be given once`);
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,9}$/.test(text) || Number(text) < min) {
      throw new errors.ValidationError(`pagination[${key}] must be a whole number of at least ${min}`);
    }
    return Number(text);
  };
  number('page', 1);
  number('start', 0);
  const size = number('pageSize', 1) ?? number('limit', 1);
  if (size !== undefined && size > limits.maxPageSize) {
    throw new errors.ValidationError(
      `A list may hold at most ${limits.maxPageSize} items without the server token; asked for ${size}`,
    );
  }
  return size ?? REST_DEFAULT_LIMIT;
}

/**
 * How many relations (relations, media, components, dynamic zones) a REST `populate`
 * loads per item, at every depth, in every form: `*`, `a,b.c`, lists, objects with nested
 * `populate` and dynamic-zone `on` fragments. Each distinct path counts once.
 */
export function populatedRelations(populate: unknown, model: Model, getModel: GetModel): number {
  const paths = new Set<string>();
  const wildcard = (current: Model, prefix: string) => {
    for (const [name, attribute] of Object.entries(current.attributes)) {
      if (POPULATED.includes(attribute.type)) paths.add(`${prefix}${name}`);
    }
  };
  const dotted = (path: string[], current: Model | undefined, prefix: string) => {
    for (const segment of path) {
      if (!current) return;
      if (segment === '*') return wildcard(current, prefix);
      const attribute = current.attributes[segment];
      if (!attribute || !POPULATED.includes(attribute.type)) return;
      prefix = `${prefix}${segment}.`;
      paths.add(prefix);
      current = targetModel(attribute, getModel);
    }
  };
  const walk = (value: unknown, current: Model, prefix: string) => {
    if (typeof value === 'string') {
      for (const part of value.split(',')) dotted(part.trim().split('.'), current, prefix);
      return;
    }
    if (Array.isArray(value)) {
      for (const entry of value) walk(entry, current, prefix);
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '*') {
        wildcard(current, prefix);
        continue;
      }
      const attribute = current.attributes[key];
      if (!attribute || !POPULATED.includes(attribute.type)) continue;
      const at = `${prefix}${key}.`;
      paths.add(at);
      if (attribute.type === 'dynamiczone') {
        if (isPlainObject(inner) && isPlainObject(inner.on)) {
          for (const [uid, fragment] of Object.entries(inner.on)) {
            const component = getModel(uid);
            if (component && isPlainObject(fragment) && fragment.populate !== undefined)
              walk(fragment.populate, component, `${at}${uid}.`);
          }
        }
        continue;
      }
      const target = targetModel(attribute, getModel);
      if (!target) continue;
      if (inner === '*') wildcard(target, at);
      else if (isPlainObject(inner) && inner.populate !== undefined) walk(inner.populate, target, at);
    }
  };
  walk(populate, model, '');
  return paths.size;
}

/**
 * Refuses (400) a public REST read beyond the limits: a list longer than the page-size
 * cap, or items × (1 + populated relations) above the cost budget. A single document
 * (findOne, a single type) counts as one item.
 */
export function assertPublicRestLoad(
  query: Record<string, unknown>,
  model: Model,
  getModel: GetModel,
  single: boolean,
  limits: PublicLimits = PUBLIC_LIMITS,
): void {
  const items = single ? 1 : publicRestItems(query, limits);
  const cost = items * (1 + populatedRelations(query.populate, model, getModel));
  if (cost > limits.maxCost) throw new errors.ValidationError(costMessage(cost, limits));
}
