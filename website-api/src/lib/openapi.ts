import swagger from '@fastify/swagger';
import { LOCALES } from '@site/routing';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { version } from '../../package.json';

/** Where the document is served (when API_DOCS allows) and where the repository keeps it. */
export const OPENAPI_PATH = '/website/openapi.json';
export const OPENAPI_FILE = 'docs/api/openapi.json';

type JsonSchema = Record<string, unknown>;

/** A route's zod schema as JSON Schema: what a caller sends (`input`) or receives (`output`). */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Headers every `/website/*` route reads; signed file links are opened without them. */
function websiteHeaders(signedLink: boolean): JsonSchema {
  return {
    type: 'object',
    properties: {
      ...(signedLink
        ? {}
        : {
            clientid: {
              type: 'string',
              description: 'The configured client (CLIENT_ID); other values answer 400.',
            },
          }),
      'x-locale': { type: 'string', enum: [...LOCALES], default: 'jp', description: 'Language of `msg`.' },
      authorization: {
        type: 'string',
        description: '`Bearer <session token>` of a signed-in member; member routes answer 401 without it.',
      },
    },
    ...(signedLink ? {} : { required: ['clientid'] }),
  };
}

/** The parts of a route's schema the document shows, as JSON Schema. */
export function describeRoute(
  schema: FastifySchema | undefined,
  url: string,
  config: unknown,
): FastifySchema {
  const out: FastifySchema = { ...schema };
  for (const key of ['body', 'querystring', 'params'] as const) {
    if (schema?.[key]) out[key] = toJsonSchema(schema[key], 'input');
  }
  if (schema?.response) {
    out.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([status, answer]) => [
        status,
        toJsonSchema(answer, 'output'),
      ]),
    );
  }
  if (url.startsWith('/website/')) {
    out.headers = websiteHeaders((config as { signedLink?: boolean } | undefined)?.signedLink === true);
  }
  return out;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas as they are
 * registered (`app.swagger()`). Registered before the routes.
 */
export const openApi = fp(
  async function openApi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Electronics Insight website API',
          version,
          description:
            'Members, tokens, inquiries, page visits, members-only bodies and the part search. Every answer is the ' +
            'envelope `{ code, msg, data }`; `msg` follows `x-locale`. Reached by browsers as `/website/*` on the site origin.',
        },
      },
      transform: ({ schema, url, route }) => ({
        schema: describeRoute(schema, url, (route as RouteOptions).config),
        url,
      }),
    });
  },
  { name: 'openapi' },
);
