/**
 * API documentation: an OpenAPI 3.1 document built from the routes as they are registered
 * (@fastify/swagger collects them with an `onRoute` hook, so a new route appears by itself) and
 * from the zod schemas of common/api/operations.ts (or a route's own `config.docs`), converted
 * with `z.toJSONSchema`. Served as JSON at `/docs/openapi.json` and rendered by Swagger UI at
 * `/docs` (its scripts and styles are served from /docs/static: no CDN).
 * Route schemas are used for the document only: input is still validated by each route's
 * `parseInput`, and answers are serialized as before.
 */
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { operations, type OperationDoc } from '@common/api/operations.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's entry in the API document (overrides common/api/operations.ts). */
    docs?: OperationDoc;
  }
}

type JsonSchema = Record<string, unknown>;

/** `schema` as JSON Schema (2020-12) for `io` (input for requests, output for answers). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The catalogue entry for `method url`, else for `url`. */
function findDoc(route: RouteOptions): OperationDoc | undefined {
  if (route.config?.docs) return route.config.docs;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    const entry = operations[`${method} ${route.url}`];
    if (entry) return entry;
  }
  return operations[route.url];
}

/** Default tag: the first path segment after /api (or the first segment), e.g. /api/forum/... -> forum. */
function defaultTag(url: string): string {
  const segments = url.split('/').filter(Boolean);
  const first = segments[0] === 'api' ? segments[1] : segments[0];
  return (first ?? 'root').split(/[?.]/)[0] || 'root';
}

const accessNotes = { public: 'No session needed.', user: 'Needs a session (cookie `sid`).', admin: 'Admins only.' } as const;

/** The Fastify-style route schema the document is generated from. */
export function routeDocSchema(route: RouteOptions): JsonSchema {
  const doc = findDoc(route);
  const schema: JsonSchema = { tags: [doc?.tag ?? defaultTag(route.url)] };
  if (!doc) return schema;
  schema.summary = doc.summary;
  if (doc.access) {
    schema.description = accessNotes[doc.access];
    if (doc.access !== 'public') schema.security = [{ session: [] }];
  }
  if (doc.query) schema.querystring = jsonSchema(doc.query, 'input');
  if (doc.params) schema.params = jsonSchema(doc.params, 'input');
  if (doc.body) {
    schema.body = jsonSchema(doc.body, 'input');
    schema.consumes = [doc.bodyType ?? 'application/json'];
  } else if (doc.bodyType === 'multipart/form-data') {
    schema.body = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    schema.consumes = [doc.bodyType];
  }
  if (doc.response) schema.response = { '2XX': jsonSchema(doc.response, 'output') };
  else if (doc.responseType) schema.response = { '2XX': { type: 'string' } };
  if (doc.responseType) schema.produces = [doc.responseType];
  return schema;
}

/** The viewer's own files only; swagger-ui sets some inline styles. */
const viewerCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'MBA prep community API',
          version: '1',
          description:
            'JSON in and out; errors are `{ statusCode, error, message }`. Every state-changing request ' +
            '(and the GET mutations) needs the header `X-Requested-With: XMLHttpRequest`. Lists take ' +
            '`limit` (max 200) and `offset` and give the total in `X-Total-Count`. Every answer carries `X-Request-Id`.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      transform: ({ route, url }) => ({ schema: { ...routeDocSchema(route), hide: route.schema?.hide === true } as never, url }),
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: viewerCsp, uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
