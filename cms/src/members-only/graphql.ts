import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { assertPublicQuery } from './query-guard';
import { errors } from '@strapi/utils';
import { hasDrafts, isPlainObject, targetModel, type Model } from './model';
import { hasFullAccess, mustRedact, protectedFields, refusedForPublic, type RequestAuth } from './rules';
import { modelGetter } from './strapi-models';
import { PUBLIC_LIMITS, RequestGate } from '../hardening/public-limits';

type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: unknown,
) => unknown;
type Middleware = (
  next: Resolver,
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: unknown,
) => unknown;
interface GraphqlContext {
  state?: { auth?: RequestAuth };
}
interface Naming {
  getTypeName(ct: unknown): string;
  getFindQueryName(ct: unknown): string;
  getFindConnectionQueryName(ct: unknown): string;
  getFindOneQueryName(ct: unknown): string;
}

const isFull = (context: GraphqlContext): boolean => hasFullAccess(context?.state?.auth);

/**
 * The GraphQL side of the members-only rule: field resolvers of the protected fields
 * answer null (or an empty list) unless the parent says `membersOnly: false` or the
 * request carries the full-access token; query and relation arguments are checked like
 * REST query strings; relation fields drop draft rows; `localizations` and polymorphic
 * relations (a file's `related`) are refused to the public. Content types are read-only
 * here: mutations are switched off.
 */
export function registerGraphqlMembersOnly(strapi: Core.Strapi): void {
  const getModel = modelGetter(strapi);
  const graphql = strapi.plugin('graphql');
  const extension = graphql.service('extension');
  const naming = graphql.service('utils').naming as Naming;
  const apiTypes = Object.values(strapi.contentTypes).filter((ct) => ct.uid.startsWith('api::'));

  for (const ct of apiTypes) extension.shadowCRUD(ct.uid).disableMutations();

  const guardArgs =
    (model: Model): Middleware =>
    (next, parent, args, context, info) => {
      if (!isFull(context)) assertPublicQuery(args, model, getModel);
      return next(parent, args, context, info);
    };
  /** Relation answers without drafts, for rows, lists and connections (`nodes`). */
  const guardRelation =
    (model: Model): Middleware =>
    async (next, parent, args, context, info) => {
      if (isFull(context)) return next(parent, args, context, info);
      assertPublicQuery(args, model, getModel);
      const result = await next(parent, args, context, info);
      return hasDrafts(model) ? withoutDrafts(result) : result;
    };
  const refuse =
    (field: string): Middleware =>
    (next, parent, args, context, info) => {
      if (isFull(context)) return next(parent, args, context, info);
      throw new errors.ForbiddenError(`"${field}" needs the server token`);
    };
  const hideUnlessPublic =
    (empty: () => unknown): Middleware =>
    (next, parent, args, context, info) => {
      if (isFull(context) || (isPlainObject(parent) && !mustRedact(parent)))
        return next(parent, args, context, info);
      return empty();
    };

  /**
   * Public operations load their relations a few at a time, each after a turn of the event
   * loop (decision 082): one gate per request, wrapped around every field that loads rows
   * (relations, media, components, zones), so that one operation cannot fill the database
   * queue nor keep the process from answering other requests.
   */
  const gates = new WeakMap<object, RequestGate>();
  const throttle: Middleware = (next, parent, args, context, info) => {
    if (isFull(context) || !context) return next(parent, args, context, info);
    let gate = gates.get(context);
    if (!gate) gates.set(context, (gate = new RequestGate(PUBLIC_LIMITS.loadsInFlight)));
    return gate.run(async () => {
      // With SQLite a load resolves without leaving the microtask queue: without a turn of
      // the event loop here, other requests are not even read until the whole operation ends.
      await nextTurn();
      return next(parent, args, context, info);
    });
  };

  const resolversConfig: Record<string, { middlewares: Middleware[] }> = {};
  const add = (path: string, middleware: Middleware) => {
    resolversConfig[path] ??= { middlewares: [] };
    resolversConfig[path].middlewares.push(middleware);
  };

  for (const ct of apiTypes) {
    const model = ct as unknown as Model;
    const typeName = naming.getTypeName(ct);
    const queryNames =
      ct.kind === 'singleType'
        ? [naming.getFindOneQueryName(ct)]
        : [
            naming.getFindQueryName(ct),
            naming.getFindConnectionQueryName(ct),
            naming.getFindOneQueryName(ct),
          ];
    for (const name of queryNames) add(`Query.${name}`, guardArgs(model));

    const hidden = protectedFields(ct.uid);
    for (const field of hidden) {
      const multiple = (model.attributes[field] as { multiple?: boolean }).multiple === true;
      add(
        `${typeName}.${field}`,
        hideUnlessPublic(() => (multiple ? [] : null)),
      );
      if (multiple)
        add(
          `${typeName}.${field}_connection`,
          hideUnlessPublic(() => null),
        );
    }
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (attribute.type !== 'relation' || hidden.includes(name)) continue;
      if (refusedForPublic(name, attribute)) {
        add(`${typeName}.${name}`, refuse(name));
        add(`${typeName}.${name}_connection`, refuse(name));
        continue;
      }
      const target = targetModel(attribute, getModel);
      if (!target) continue;
      add(`${typeName}.${name}`, guardRelation(target));
      add(`${typeName}.${name}_connection`, guardRelation(target));
    }
  }
  const loading = ['relation', 'media', 'component', 'dynamiczone'];
  for (const schema of [...apiTypes, ...Object.values(strapi.components)]) {
    const typeName = naming.getTypeName(schema);
    for (const [name, attribute] of Object.entries((schema as unknown as Model).attributes)) {
      if (!loading.includes(attribute.type)) continue;
      add(`${typeName}.${name}`, throttle);
      if (attribute.type === 'relation' || attribute.type === 'media')
        add(`${typeName}.${name}_connection`, throttle);
    }
  }
  // Files answer `related`: every row of any type that uses the file, drafts included.
  const file = strapi.contentTypes['plugin::upload.file' as keyof typeof strapi.contentTypes];
  if (file) {
    const fileType = naming.getTypeName(file);
    for (const [name, attribute] of Object.entries((file as unknown as Model).attributes)) {
      if (refusedForPublic(name, attribute)) add(`${fileType}.${name}`, refuse(name));
    }
  }
  extension.use(() => ({ resolversConfig }));
}

const isDraftRow = (row: unknown): boolean => isPlainObject(row) && row.publishedAt === null;

function withoutDrafts(result: unknown): unknown {
  if (Array.isArray(result)) return result.filter((row) => !isDraftRow(row));
  if (isDraftRow(result)) return null;
  if (isPlainObject(result) && Array.isArray(result.nodes)) {
    return { ...result, nodes: result.nodes.filter((row) => !isDraftRow(row)) };
  }
  return result;
}
