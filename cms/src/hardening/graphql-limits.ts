import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  parse,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

import { hasFullAccess, type RequestAuth } from '../members-only/rules';
import { PUBLIC_LIMITS, type PublicLimits } from './public-limits';

/** What one GraphQL operation may ask for. Values: decision 015. */
export interface GraphqlLimits {
  /** Nested selection sets below a root field (Strapi's own `depthLimit` counts the same way). */
  maxDepth: number;
  /** Aliased fields per operation, fragments expanded. */
  maxAliases: number;
  /** Selections (fields, spreads, inline fragments) per operation, fragments expanded. */
  maxSelections: number;
  /** Tokens per document (graphql-js `parse` option). */
  maxTokens: number;
  /** Items a list field answers without `pagination` (Strapi's `defaultLimit`). */
  defaultLimit: number;
  /** Items one list field may ask for (Strapi's `maxLimit`); above it the operation is refused. */
  maxLimit: number;
  /** Items all root list fields of one operation may ask for together. */
  maxRootItems: number;
  /** Fields resolved for one answer; beyond it the answer is refused. */
  maxResolvedFields: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxDepth: 10,
  maxAliases: 10,
  maxSelections: 2000,
  maxTokens: 5000,
  defaultLimit: 100,
  maxLimit: 1000,
  maxRootItems: 1000,
  maxResolvedFields: 50_000,
};

export const LIMIT_ERROR_CODE = 'OPERATION_LIMIT';

const refusal = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: LIMIT_ERROR_CODE, http: { status: 400 } } });

interface Shape {
  depth: number;
  selections: number;
  aliases: number;
}

/**
 * Depth, selection and alias counts of every operation with fragments expanded, each
 * fragment measured once (a document that spreads fragments into each other costs time
 * linear in its size here, whatever the expansion). A fragment cycle is refused.
 */
export function measureDocument(document: DocumentNode): Map<OperationDefinitionNode, Shape> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Shape>();
  const inProgress = new Set<string>();

  const fragmentShape = (name: string): Shape => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown fragment is left to graphql-js validation, which refuses it.
    if (!fragment) return { depth: 0, selections: 0, aliases: 0 };
    if (inProgress.has(name)) throw refusal(`Fragment "${name}" spreads itself.`);
    inProgress.add(name);
    const shape = selectionSetShape(fragment.selectionSet);
    inProgress.delete(name);
    measured.set(name, shape);
    return shape;
  };

  const selectionSetShape = (set: SelectionSetNode): Shape => {
    const total: Shape = { depth: 0, selections: 0, aliases: 0 };
    for (const selection of set.selections) {
      let inner: Shape;
      let depth: number;
      if (selection.kind === Kind.FIELD) {
        inner = selection.selectionSet
          ? selectionSetShape(selection.selectionSet)
          : { depth: 0, selections: 0, aliases: 0 };
        depth = selection.selectionSet ? inner.depth + 1 : 0;
        if (selection.alias) total.aliases += 1;
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        inner = fragmentShape(selection.name.value);
        depth = inner.depth;
      } else {
        inner = selectionSetShape(selection.selectionSet);
        depth = inner.depth;
      }
      total.selections += 1 + inner.selections;
      total.aliases += inner.aliases;
      total.depth = Math.max(total.depth, depth);
    }
    return total;
  };

  const shapes = new Map<OperationDefinitionNode, Shape>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      shapes.set(definition, selectionSetShape(definition.selectionSet));
  }
  return shapes;
}

/** Refuses a parsed document whose shape is beyond the limits. */
export function assertDocumentShape(document: DocumentNode, limits: GraphqlLimits): void {
  for (const [operation, shape] of measureDocument(document)) {
    const name = operation.name ? `Operation "${operation.name.value}"` : 'The operation';
    if (shape.depth > limits.maxDepth) {
      throw refusal(`${name} is nested ${shape.depth} levels deep; at most ${limits.maxDepth} are allowed.`);
    }
    if (shape.aliases > limits.maxAliases) {
      throw refusal(`${name} uses ${shape.aliases} aliases; at most ${limits.maxAliases} are allowed.`);
    }
    if (shape.selections > limits.maxSelections) {
      throw refusal(
        `${name} selects ${shape.selections} fields with its fragments expanded; at most ${limits.maxSelections} are allowed.`,
      );
    }
  }
}

/**
 * Why a query text must be refused before Apollo parses and validates it, or null. Text
 * that does not parse is left to Apollo, which answers the syntax error.
 */
export function shapeRefusal(query: string, limits: GraphqlLimits): string | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: limits.maxTokens });
  } catch {
    return null;
  }
  try {
    assertDocumentShape(document, limits);
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) return error.message;
    throw error;
  }
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * How many items a list field asks for, as Strapi computes it: `pageSize` or `limit`,
 * else the default; `limit: -1` means as many as allowed.
 */
export function requestedItems(
  field: FieldNode,
  variables: Record<string, unknown> | undefined,
  limits: GraphqlLimits,
): number {
  const argument = field.arguments?.find((arg) => arg.name.value === 'pagination');
  const value: unknown = argument ? valueFromASTUntyped(argument.value, variables) : undefined;
  const pagination = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const limit = finite(pagination.limit);
  if (limit === -1) return limits.maxLimit;
  const size = finite(pagination.pageSize) ?? limit ?? limits.defaultLimit;
  return Math.max(1, size);
}

/** Root fields of the operation with fragments (and inline fragments) at the root expanded. */
function rootFields(operation: OperationDefinitionNode, document: DocumentNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          collect(fragment.selectionSet);
        }
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

/**
 * Refuses a list field that asks for more than `maxLimit` items (Strapi would silently
 * answer fewer) and an operation whose root lists ask for more than `maxRootItems`
 * together: 10 aliases × 1000 items are refused, one list of 1000 is not.
 */
export function assertRequestedItems(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rootType: GraphQLObjectType | null | undefined,
  variables: Record<string, unknown> | undefined,
  limits: GraphqlLimits,
): void {
  visit(document, {
    Field(field) {
      if (!field.arguments?.some((arg) => arg.name.value === 'pagination')) return;
      const items = requestedItems(field, variables, limits);
      if (items > limits.maxLimit) {
        throw refusal(
          `"${field.name.value}" asks for ${items} items; at most ${limits.maxLimit} per list are allowed.`,
        );
      }
    },
  });
  if (!rootType) return;
  const definitions = rootType.getFields();
  let total = 0;
  for (const field of rootFields(operation, document)) {
    const definition = definitions[field.name.value];
    if (!definition?.args.some((arg) => arg.name === 'pagination')) continue;
    total += requestedItems(field, variables, limits);
  }
  if (total > limits.maxRootItems) {
    throw refusal(
      `The operation's lists ask for ${total} items together; at most ${limits.maxRootItems} are allowed.`,
    );
  }
}

/** Wrappers that cost no query per item: a connection's `nodes` (looked into) and `pageInfo`. */
const TRANSPARENT = 'nodes';
const NO_COST = 'pageInfo';

/**
 * Relations selected per item below a root field: every field with a selection set
 * (relations, media, components, zones, connections), at every depth, fragments expanded
 * (each fragment counted once and reused, so the time is linear in the document).
 */
export function selectedRelations(field: FieldNode, document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const known = new Map<string, number>();
  const inProgress = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || selection.name.value === NO_COST) continue;
        total += (selection.name.value === TRANSPARENT ? 0 : 1) + count(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet);
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || inProgress.has(name)) continue;
        if (!known.has(name)) {
          inProgress.add(name);
          known.set(name, count(fragment.selectionSet));
          inProgress.delete(name);
        }
        total += known.get(name)!;
      }
    }
    return total;
  };
  return field.selectionSet ? count(field.selectionSet) : 0;
}

/**
 * The public's bounds (decision 082): a root list may ask for at most `maxPageSize` items,
 * and the operation's cost, items × (1 + relations selected per item) summed over its
 * root fields (a single document counts one item), may not exceed `maxCost`. Relation
 * lists below the root are not capped by the page size (the site build asks for up to
 * 1000 tags per article): each counts once per item, and the resolved-field budget
 * bounds what they really hold.
 */
export function assertPublicOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rootType: GraphQLObjectType | null | undefined,
  variables: Record<string, unknown> | undefined,
  limits: GraphqlLimits,
  publicLimits: PublicLimits,
): void {
  if (!rootType) return;
  const definitions = rootType.getFields();
  let cost = 0;
  for (const field of rootFields(operation, document)) {
    const definition = definitions[field.name.value];
    if (!definition) continue;
    let items = 1;
    if (definition.args.some((arg) => arg.name === 'pagination')) {
      items = requestedItems(field, variables, limits);
      if (items > publicLimits.maxPageSize) {
        throw refusal(
          `"${field.name.value}" asks for ${items} items; at most ${publicLimits.maxPageSize} per list without the server token.`,
        );
      }
    }
    cost += items * (1 + selectedRelations(field, document));
  }
  if (cost > publicLimits.maxCost) {
    throw refusal(
      `The operation costs ${cost} (items × (1 + relations per item)); at most ${publicLimits.maxCost} without the server token: ask for fewer items or relations.`,
    );
  }
}

/**
 * Apollo Server plugin enforcing the limits that need the operation: the items asked
 * for once the operation and its variables are known (and, for callers without the
 * full-access token, the public page size and cost), and the number of fields resolved
 * while executing (a nested relation can multiply an answer well beyond what its
 * arguments say; past the budget every further field fails at once and the answer is
 * replaced by the refusal).
 */
export function operationLimitsPlugin(
  limits: GraphqlLimits,
  publicLimits: PublicLimits = PUBLIC_LIMITS,
): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      let resolved = 0;
      let exceeded = false;
      const overBudget = () =>
        refusal(
          `The answer would hold more than ${limits.maxResolvedFields} fields; ask for fewer items or fields.`,
        );
      return {
        async didResolveOperation(context) {
          const { operation, schema } = context;
          if (!operation) return;
          const rootType =
            operation.operation === 'query'
              ? schema.getQueryType()
              : operation.operation === 'mutation'
                ? schema.getMutationType()
                : schema.getSubscriptionType();
          const { variables } = context.request;
          assertRequestedItems(context.document, operation, rootType, variables, limits);
          const auth = (context.contextValue as { state?: { auth?: RequestAuth } }).state?.auth;
          if (!hasFullAccess(auth))
            assertPublicOperation(context.document, operation, rootType, variables, limits, publicLimits);
        },
        async executionDidStart() {
          return {
            willResolveField() {
              resolved += 1;
              if (resolved > limits.maxResolvedFields) {
                exceeded = true;
                throw overBudget();
              }
            },
          };
        },
        async willSendResponse(context) {
          if (!exceeded) return;
          const { message, extensions } = overBudget();
          context.response.body = {
            kind: 'single',
            singleResult: { errors: [{ message, extensions: { code: extensions.code } }] },
          };
          context.response.http.status = 400;
        },
      };
    },
  };
}

/**
 * The `apolloServer` part of the GraphQL plugin config: no stack traces in any answer
 * (whatever NODE_ENV says: `npm start` runs the CMS in development mode), introspection
 * and schema hints only when allowed, the CORS of the CMS's own middleware instead of
 * the plugin's permissive default, and the limits above.
 */
export function hardenedApolloServer({
  introspection,
  limits,
}: {
  introspection: boolean;
  limits: GraphqlLimits;
}) {
  return {
    introspection,
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    // The route's own @koa/cors would answer every origin; `strapi::cors` (config/middlewares.ts) decides.
    cors: false,
    parseOptions: { maxTokens: limits.maxTokens },
    plugins: [operationLimitsPlugin(limits)],
  };
}
