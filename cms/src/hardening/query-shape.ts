import { errors } from '@strapi/utils';
import { isPlainObject, targetModel, type GetModel, type Model } from '../members-only/model';

/**
 * Refuses (400) REST filters and sorts that Strapi's query builder cannot turn into SQL:
 * it throws plain errors for them (`Operator $and must be an array`, a `$between` with one
 * value, an object where the database expects a value...), which answer 500. The rules
 * follow `@strapi/database`'s where and order-by builders; what they accept passes here.
 * Unknown operators and attributes are left to Strapi's own validation.
 */
export function assertQueryShape(query: Record<string, unknown>, model: Model, getModel: GetModel): void {
  if (query.filters !== undefined) checkWhere(query.filters, model, getModel, 'filters');
  if (query.sort !== undefined) checkSort(query.sort, model, getModel, 'sort');
  if (query.populate !== undefined) checkPopulate(query.populate, model, getModel, 'populate');
}

const GROUP = ['$and', '$or'];
/** Operators on a value (`WHERE_OPERATORS` of @strapi/utils); `$not` nests. */
const VALUE_OPERATORS = [
  '$not',
  '$in',
  '$notIn',
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
];
/** The condition on a column before any operator: `filters[title]=a` or `filters[title][$eq]=a`. */
const COLUMN = '';
const isOperator = (key: string) => GROUP.includes(key) || VALUE_OPERATORS.includes(key);

function invalid(path: string, why: string): never {
  throw new errors.ValidationError(`Invalid query at "${path}": ${why}`);
}

const isScalar = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A where clause on a model: an object of attributes and `$and` / `$or` / `$not`, or a list of them. */
function checkWhere(where: unknown, model: Model, getModel: GetModel, path: string): void {
  if (Array.isArray(where)) {
    where.forEach((entry, i) => checkWhere(entry, model, getModel, `${path}[${i}]`));
    return;
  }
  if (!isPlainObject(where)) invalid(path, 'expected an object of conditions');
  for (const [key, value] of Object.entries(where)) {
    const at = `${path}[${key}]`;
    if (GROUP.includes(key)) {
      if (!Array.isArray(value)) invalid(at, `${key} takes a list of conditions`);
      value.forEach((entry, i) => checkWhere(entry, model, getModel, `${at}[${i}]`));
      continue;
    }
    if (key === '$not') {
      checkWhere(value, model, getModel, at);
      continue;
    }
    if (VALUE_OPERATORS.includes(key)) invalid(at, `${key} needs an attribute`);
    const attribute = model.attributes[key];
    const target = attribute && attribute.type !== 'component' ? targetModel(attribute, getModel) : undefined;
    if (attribute?.type === 'component') {
      const component = targetModel(attribute, getModel);
      if (component) checkRelationWhere(value, component, getModel, at);
    } else if (target) checkRelationWhere(value, target, getModel, at);
    // Polymorphic relations, dynamic zones: left to Strapi (the public guard refuses the former).
    else if (attribute?.type === 'relation' || attribute?.type === 'dynamiczone') continue;
    else checkValue(value, COLUMN, at);
  }
}

/** Through a relation: a value (the related id), one operator on the id, or conditions on the target. */
function checkRelationWhere(where: unknown, target: Model, getModel: GetModel, path: string): void {
  if (!isPlainObject(where)) {
    checkValue(where, COLUMN, path);
    return;
  }
  const keys = Object.keys(where);
  const operators = keys.filter(isOperator);
  if (operators.length === 0) return checkWhere(where, target, getModel, path);
  if (operators.length !== keys.length) invalid(path, 'operators and attributes cannot be mixed here');
  if (operators.length > 1) invalid(path, 'one operator at most on a relation');
  const [operator] = operators;
  if (GROUP.includes(operator) || operator === '$not') return checkWhere(where, target, getModel, path);
  checkValue(where[operator], operator, `${path}[${operator}]`);
}

/**
 * A condition on one column, as `applyOperator` reads it: a list applies the operator to
 * each entry (except `$in`, `$notIn`, `$between`, which take the list), an object holds
 * operators, anything else is a value the database binds.
 */
function checkValue(value: unknown, operator: string, path: string): void {
  if (operator === '$in' || operator === '$notIn') {
    const list = Array.isArray(value) ? value : [value];
    if (!list.every(isScalar)) invalid(path, `${operator} takes values`);
    return;
  }
  if (operator === '$between') {
    if (!Array.isArray(value) || value.length !== 2 || !value.every(isScalar))
      invalid(path, '$between takes two values');
    return;
  }
  if (Array.isArray(value)) {
    // A list on the column itself (or under `$not`) is an IN list.
    if ((operator === COLUMN || operator === '$not') && !value.every(isScalar))
      invalid(path, 'expected values');
    value.forEach((entry, i) => checkValue(entry, operator, `${path}[${i}]`));
    return;
  }
  if (isPlainObject(value)) {
    // Only the column itself (`filters[title][…]`) and `$not` hold operators.
    if (operator !== COLUMN && operator !== '$not') invalid(path, `${operator} takes a value`);
    for (const [key, inner] of Object.entries(value)) {
      if (!VALUE_OPERATORS.includes(key)) invalid(`${path}[${key}]`, 'unknown operator');
      checkValue(inner, key, `${path}[${key}]`);
    }
    return;
  }
  if (!isScalar(value)) invalid(path, 'expected a value');
}

/** `sort`: `a:asc,b`, lists of those, or objects (`{ title: 'asc' }`, `{ category: { name: 'desc' } }`). */
function checkSort(sort: unknown, model: Model, getModel: GetModel, path: string): void {
  if (typeof sort === 'string') return;
  if (Array.isArray(sort)) {
    sort.forEach((entry, i) => checkSort(entry, model, getModel, `${path}[${i}]`));
    return;
  }
  if (!isPlainObject(sort)) invalid(path, 'expected a field and a direction');
  for (const [key, value] of Object.entries(sort)) {
    const at = `${path}[${key}]`;
    const attribute = model.attributes[key];
    const target = attribute ? targetModel(attribute, getModel) : undefined;
    if (target && isPlainObject(value)) checkSort(value, target, getModel, at);
    else if (typeof value !== 'string') invalid(at, 'expected asc or desc');
  }
}

/** Filters and sorts inside populate objects (`populate[category][filters]…`), at any depth. */
function checkPopulate(populate: unknown, model: Model, getModel: GetModel, path: string): void {
  if (Array.isArray(populate)) {
    populate.forEach((entry, i) => checkPopulate(entry, model, getModel, `${path}[${i}]`));
    return;
  }
  if (!isPlainObject(populate)) return;
  for (const [key, value] of Object.entries(populate)) {
    const attribute = model.attributes[key];
    if (!attribute || !isPlainObject(value)) continue;
    const at = `${path}[${key}]`;
    if (attribute.type === 'dynamiczone') {
      if (!isPlainObject(value.on)) continue;
      for (const [uid, fragment] of Object.entries(value.on)) {
        const component = getModel(uid);
        if (component && isPlainObject(fragment))
          assertNestedShape(fragment, component, getModel, `${at}[on][${uid}]`);
      }
      continue;
    }
    const target = targetModel(attribute, getModel);
    if (target) assertNestedShape(value, target, getModel, at);
  }
}

function assertNestedShape(
  query: Record<string, unknown>,
  model: Model,
  getModel: GetModel,
  path: string,
): void {
  if (query.filters !== undefined) checkWhere(query.filters, model, getModel, `${path}[filters]`);
  if (query.sort !== undefined) checkSort(query.sort, model, getModel, `${path}[sort]`);
  if (query.populate !== undefined) checkPopulate(query.populate, model, getModel, `${path}[populate]`);
}
