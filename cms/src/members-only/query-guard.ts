import { errors } from '@strapi/utils';
import { isMorphRelation, isPlainObject, targetModel, type GetModel, type Model } from './model';
import { isProtectedField, protectedFields, refusedForPublic } from './rules';

/**
 * Rejects public queries that could reveal members-only bodies without returning them:
 * filters and sorts on those fields (also through relations and `$or`/`$not`), full-text
 * `_q` over a model that has them, anything but published content, and populating
 * polymorphic relations (a file's `related`) or `localizations`.
 */
export function assertPublicQuery(query: Record<string, unknown>, model: Model, getModel: GetModel): void {
  for (const key of ['publicationFilter', 'hasPublishedVersion']) {
    if (query[key] !== undefined && query[key] !== null) {
      throw new errors.ForbiddenError(`"${key}" needs the server token`);
    }
  }
  checkNested(query, model, getModel);
}

/**
 * Strapi's document service reads drafts for every `status` that is not exactly the
 * string `published` (`Published`, `['published']`, an empty string...), so the public
 * may leave it out or send exactly that, nothing else.
 */
export const isPublishedStatus = (status: unknown): boolean => status === undefined || status === 'published';

function assertPublishedStatus(query: Record<string, unknown>): void {
  if (!isPublishedStatus(query.status)) throw new errors.ForbiddenError('Only published content is public');
}

function checkNested(query: Record<string, unknown>, model: Model, getModel: GetModel): void {
  // At the top and in nested populate objects (which carry no status today; one that did would read drafts).
  assertPublishedStatus(query);
  if (query._q !== undefined && protectedFields(model.uid).length > 0) {
    throw new errors.ValidationError(
      `Full-text "_q" on ${model.uid} needs the server token; filter on title or summary`,
    );
  }
  if (query.filters !== undefined) checkFilters(query.filters, model, getModel);
  if (query.sort !== undefined) checkSort(query.sort, model, getModel);
  if (query.populate !== undefined) checkPopulate(query.populate, model, getModel);
}

function refuse(model: Model, field: string): never {
  throw new errors.ValidationError(
    `Members-only field "${field}" of ${model.uid} cannot be filtered or sorted on without the server token`,
  );
}

function checkFilters(filters: unknown, model: Model, getModel: GetModel): void {
  if (Array.isArray(filters)) {
    for (const entry of filters) checkFilters(entry, model, getModel);
    return;
  }
  if (!isPlainObject(filters)) return;
  for (const [key, value] of Object.entries(filters)) {
    const attribute = model.attributes[key];
    // Operators ($and, $or, $not, GraphQL's and/or/not, $contains...) keep the same model.
    if (!attribute) {
      checkFilters(value, model, getModel);
      continue;
    }
    if (isProtectedField(model.uid, key)) refuse(model, key);
    if (attribute.type === 'relation' && !attribute.target) refuse(model, key);
    const target = targetModel(attribute, getModel);
    if (target) checkFilters(value, target, getModel);
  }
}

function checkSortPath(path: string[], model: Model, getModel: GetModel): void {
  let current: Model | undefined = model;
  for (const segment of path) {
    if (!current) return;
    const attribute: Model['attributes'][string] | undefined = current.attributes[segment];
    if (!attribute) return;
    if (isProtectedField(current.uid, segment) || isMorphRelation(attribute)) refuse(current, segment);
    current = targetModel(attribute, getModel);
  }
}

function checkSort(sort: unknown, model: Model, getModel: GetModel): void {
  if (typeof sort === 'string') {
    for (const part of sort.split(',')) {
      checkSortPath(part.split(':')[0].trim().split('.'), model, getModel);
    }
    return;
  }
  if (Array.isArray(sort)) {
    for (const entry of sort) checkSort(entry, model, getModel);
    return;
  }
  if (!isPlainObject(sort)) return;
  for (const [key, value] of Object.entries(sort)) {
    checkSortPath([key], model, getModel);
    const attribute = model.attributes[key];
    const target = attribute ? targetModel(attribute, getModel) : undefined;
    if (target && isPlainObject(value)) checkSort(value, target, getModel);
  }
}

function refusePopulate(model: Model, field: string): never {
  throw new errors.ValidationError(`"${field}" of ${model.uid} cannot be populated without the server token`);
}

/**
 * Walks every populate form Strapi accepts: `*`, `a,b`, dotted paths `a.b.c`, lists of
 * those, and objects (`populate[a][populate][b]`, dynamic-zone fragments `on`), and
 * refuses polymorphic relations and `localizations` at any depth (`refusedForPublic`).
 * What remains may widen the answer; the output redaction covers that.
 */
function checkPopulate(populate: unknown, model: Model, getModel: GetModel): void {
  if (typeof populate === 'string') {
    for (const part of populate.split(',')) checkPopulatePath(part.trim().split('.'), model, getModel);
    return;
  }
  if (Array.isArray(populate)) {
    for (const entry of populate) checkPopulate(entry, model, getModel);
    return;
  }
  if (!isPlainObject(populate)) return;
  for (const [key, value] of Object.entries(populate)) {
    if (key === '*') {
      checkWildcard(model);
      continue;
    }
    const attribute = model.attributes[key];
    // Unknown keys are refused by Strapi's own validation.
    if (!attribute) continue;
    if (refusedForPublic(key, attribute)) refusePopulate(model, key);
    if (attribute.type === 'dynamiczone') {
      checkZonePopulate(value, attribute.components ?? [], getModel);
      continue;
    }
    const target = targetModel(attribute, getModel);
    if (!target) continue;
    if (value === '*') checkWildcard(target);
    else if (isPlainObject(value)) checkNested(value, target, getModel);
  }
}

function checkPopulatePath(path: string[], model: Model, getModel: GetModel): void {
  let current: Model | undefined = model;
  for (const segment of path) {
    if (!current) return;
    if (segment === '*') return checkWildcard(current);
    const attribute: Model['attributes'][string] | undefined = current.attributes[segment];
    if (!attribute) return;
    if (refusedForPublic(segment, attribute)) refusePopulate(current, segment);
    current = targetModel(attribute, getModel);
  }
}

/** `*` populates every relation, media, component and zone of a model (not `localizations`). */
function checkWildcard(model: Model): void {
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (isMorphRelation(attribute)) refusePopulate(model, name);
  }
}

function checkZonePopulate(value: unknown, components: string[], getModel: GetModel): void {
  if (!isPlainObject(value)) return;
  const models = components.map(getModel).filter((m): m is Model => m !== undefined);
  if (value.populate !== undefined)
    for (const component of models) checkPopulate(value.populate, component, getModel);
  if (isPlainObject(value.on)) {
    for (const [uid, fragment] of Object.entries(value.on)) {
      const component = getModel(uid);
      if (component && isPlainObject(fragment)) checkNested(fragment, component, getModel);
    }
  }
}
