/**
 * API documentation: an OpenAPI 3.1 document generated from the routes' own schemas (their zod
 * `querystring` / `params` / `body` / `response`, `operationId`, `summary`, `tags`, `security`;
 * see server/http/contract.ts). @fastify/swagger collects the routes with an `onRoute` hook, so a
 * new route appears by itself; fastify-type-provider-zod's `jsonSchemaTransform` converts the zod
 * schemas (input schemas as accepted, answers as sent) and `jsonSchemaTransformObject` adds the
 * named schemas (`.meta({ id })`, e.g. `User`) as components. Served as JSON at
 * `/docs/openapi.json` and rendered by Swagger UI at `/docs` (its scripts and styles are served
 * from /docs/static: no CDN). The same document feeds `npm run api:types`, which writes the web
 * app's typed client (web/src/lib/api/schema.d.ts).
 */
import fp from 'fastify-plugin';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorDescriptions, pageDescription, type ErrorStatus, type MultipartField } from '../http/contract.ts';

type JsonObject = Record<string, unknown>;

const successDescriptions: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** Each answer's description: the status's meaning unless the route gave one (`description` / `.describe()`). */
function describeResponses(response: JsonObject): JsonObject {
  const described: JsonObject = {};
  for (const [status, schema] of Object.entries(response)) {
    const entry = { ...(schema as JsonObject) };
    if (!entry.description && !entry['x-response-description']) {
      const description = errorDescriptions[Number(status) as ErrorStatus] ?? successDescriptions[status] ?? 'Answer';
      // @fastify/swagger keeps nothing beside a `$ref` but reads the raw `description`; elsewhere its own key.
      entry[entry.$ref ? 'description' : 'x-response-description'] = description;
    }
    if (typeof entry.description === 'string' && entry.description === pageDescription) {
      entry.headers = { 'x-total-count': { type: 'integer', description: 'How many items match in all (this answer is one page of them)' } };
    }
    described[status] = entry;
  }
  return described;
}

/** A route's `schema.multipart` as the JSON Schema of its request body. */
function multipartBody(fields: Record<string, MultipartField>): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] =
      'file' in field
        ? { type: 'string', format: 'binary', contentMediaType: field.file, description: field.description }
        : z.toJSONSchema(field.text, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
    delete (properties[name] as JsonObject).$schema;
    if (field.required) required.push(name);
  }
  return { type: 'object', properties, required };
}

/**
 * jsonSchemaTransform (the zod schemas as JSON Schema), plus a description for every answer and
 * the documented multipart body (`schema.multipart`) of upload routes.
 */
const transform: SwaggerTransform = (input) => {
  const { multipart, ...routeSchema } = (input.schema ?? {}) as JsonObject & { multipart?: Record<string, MultipartField> };
  const { schema, url } = jsonSchemaTransform({ ...input, schema: routeSchema } as Parameters<typeof jsonSchemaTransform>[0]) as { schema: JsonObject; url: string };
  if (schema?.response) schema.response = describeResponses(schema.response as JsonObject);
  if (multipart && !schema.hide) {
    schema.body = multipartBody(multipart);
    schema.consumes = ['multipart/form-data'];
  }
  return { schema, url } as ReturnType<SwaggerTransform>;
};

/** Every `#/components/schemas/<name>` a value refers to. */
function collectRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) into.add(inner.slice('#/components/schemas/'.length));
      else collectRefs(inner, into);
    }
  }
  return into;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * One route answering several methods (the spec's GET mutations and their POST twins) is one
 * operation object under each method: every method after the first gets its own copy, whose
 * `operationId` is the route's followed by `By<Method>` (`addResponse`, `addResponseByPost`).
 */
function distinctOperations(paths: Record<string, Record<string, unknown>>): void {
  for (const item of Object.values(paths)) {
    const seen = new Set<unknown>();
    for (const method of httpMethods) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      if (seen.has(operation)) {
        const copy = { ...operation };
        if (typeof copy.operationId === 'string') copy.operationId = `${copy.operationId}By${method[0]!.toUpperCase()}${method.slice(1)}`;
        item[method] = copy;
      } else seen.add(operation);
    }
  }
}

/**
 * jsonSchemaTransformObject (the named zod schemas as components), keeping only the components
 * the document uses: every named schema also gets an input variant (`<Name>Input`), wanted only
 * where a request takes it.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject & { components?: { schemas?: Record<string, unknown> }; paths?: Record<string, Record<string, unknown>> };
  distinctOperations(document.paths ?? {});
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<SwaggerTransformObject>;
  const { components: _components, ...rest } = document;
  const used = collectRefs(rest, new Set());
  // Components referring to other components keep those too.
  for (let grew = true; grew; ) {
    const before = used.size;
    for (const name of [...used]) collectRefs(schemas[name], used);
    grew = used.size > before;
  }
  document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return document as ReturnType<SwaggerTransformObject>;
};

/** The viewer's own files only; swagger-ui sets some inline styles. */
const viewerCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** The document's tags, in the viewer's order, each with what it groups. */
const tags = [
  { name: 'health', description: 'Liveness and readiness probes' },
  { name: 'accounts', description: 'Registration, login, session and user records' },
  { name: 'verification', description: 'One-time codes for mobile numbers and email addresses' },
  { name: 'questions', description: 'The question bank' },
  { name: 'responses', description: 'Answers, statistics and the error log' },
  { name: 'review', description: 'Spaced review of mistakes (FSRS)' },
  { name: 'comments', description: 'Comments on questions' },
  { name: 'forums', description: 'Forums, posts and replies' },
  { name: 'search', description: 'Search across forums, posts and questions' },
  { name: 'submissions', description: 'Submitted questions and their review' },
  { name: 'mentors', description: 'Mentor requests (admin)' },
  { name: 'users', description: 'User management (admin)' },
  { name: 'imports', description: 'Bulk question import from Excel (admin)' },
  { name: 'resources', description: 'Free PDF resources' },
  { name: 'images', description: 'Images in rich text (uploads and public downloads)' },
  { name: 'ai', description: 'AI explanations of questions' },
  { name: 'reports', description: 'Reports of errors in questions (admins resolve them)' },
  { name: 'stats', description: 'Community numbers for the home page' },
  { name: 'reputation', description: 'Public profiles with reputation, and the contributors leaderboard' },
  { name: 'notifications', description: 'My notifications, their settings and @mention lookup' },
];

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
            '(and the GET mutations) needs the header `X-Requested-With: XMLHttpRequest` (403 otherwise). Lists take ' +
            '`limit` (max 200) and `offset` and give the total in `X-Total-Count`. Every answer carries `X-Request-Id`.',
        },
        servers: [{ url: '/', description: 'This server' }],
        tags,
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by POST /perform-login' } } },
      },
      transform,
      transformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: viewerCsp, uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
