/**
 * What every route takes, read from the app itself: the OpenAPI document that @fastify/swagger
 * builds from the routes' own zod contracts (collected by its onRoute hook), joined to the routes
 * recorded by `buildAppWithRoutes`. The security tests generate their requests from it, so a new
 * route, path parameter, query parameter or body field is covered without editing a list.
 *
 * - `routeInputs(app, routes)`: per route, its fields (`in`: path, query, body or multipart; name;
 *   JSON Schema) and body media type; throws when a recorded route is missing from the document.
 * - `validValue(field, ids)`: a value the field accepts (by its schema and, for free text with
 *   rules, by its name), with every id set to `ids(field)`.
 * - `buildRequest(route, values)`: inject options (url with path and query, JSON, form or
 *   multipart body) from field values.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { tinyPng as png, type AppRoute } from './world.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody } from '../helpers/xlsx.ts';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  contentMediaType?: string;
};

export interface Field {
  in: 'path' | 'query' | 'body' | 'multipart';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface RouteInputs {
  route: AppRoute;
  fields: Field[];
  /** The body's media type: JSON, form, multipart, or none. */
  bodyType: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data' | null;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The schema behind `$ref`s and single-branch compositions. */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return resolve(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}, components);
  return schema;
}

/** The object properties of a body schema (every branch of an anyOf/oneOf/allOf). */
function bodyProperties(schema: JsonSchema, components: Record<string, JsonSchema>): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const resolved = resolve(schema, components);
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>(resolved.required ?? []);
  for (const [name, property] of Object.entries(resolved.properties ?? {})) properties[name] = resolve(property, components);
  for (const branch of resolved.allOf ?? []) {
    const inner = bodyProperties(branch, components);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  }
  // A union: every branch's fields, required only when every branch requires them.
  const union = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].map((branch) => bodyProperties(branch, components));
  for (const inner of union) Object.assign(properties, inner.properties);
  if (union.length > 0) for (const name of union[0]!.required) if (union.every((inner) => inner.required.has(name))) required.add(name);
  return { properties, required };
}

/** Every route's inputs, from the app's OpenAPI document. */
export function routeInputs(app: FastifyInstance, routes: AppRoute[]): RouteInputs[] {
  const document = (app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, JsonSchema> } } }).swagger();
  const components = document.components?.schemas ?? {};
  return routes.map((route) => {
    const operation = document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.url} is missing from the OpenAPI document`);
    const fields: Field[] = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
      .map((parameter) => ({ in: parameter.in as 'path' | 'query', name: parameter.name, schema: resolve(parameter.schema, components), required: parameter.in === 'path' || parameter.required === true }));
    const content = operation.requestBody?.content ?? {};
    const bodyType = (['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'] as const).find((type) => type in content) ?? null;
    if (bodyType) {
      const { properties, required } = bodyProperties(content[bodyType]!.schema, components);
      for (const [name, schema] of Object.entries(properties)) {
        fields.push({ in: bodyType === 'multipart/form-data' ? 'multipart' : 'body', name, schema, required: required.has(name) });
      }
    }
    return { route, fields, bodyType };
  });
}

/** The branches of a schema that are not `null` (an optional or nullable field's real type). */
function branches(schema: JsonSchema): JsonSchema[] {
  const list = schema.anyOf ?? schema.oneOf;
  if (!list) return [schema];
  const real = list.filter((branch) => branch.type !== 'null' && !(branch.enum?.length === 1 && branch.enum[0] === ''));
  return real.length > 0 ? real : list;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** Whether the field is free text: a string without enum, const or format (where an injection string may go). */
export function isText(field: Field): boolean {
  if (field.in === 'multipart' && field.schema.contentMediaType) return false;
  return branches(field.schema).some((branch) => typeOf(branch) === 'string' && !branch.enum && branch.const === undefined && branch.format !== 'binary');
}

/** Whether the field names rows: `id`, `<thing>Id` (a number or numeric text) or `ids` (a list of them). */
export function isId(field: Field): boolean {
  if (field.name === 'ids') return branches(field.schema).some((branch) => typeOf(branch) === 'array');
  return (field.name === 'id' || (/Id$/.test(field.name) && field.name !== 'emailId')) && branches(field.schema).some((branch) => typeOf(branch) === 'integer' || typeOf(branch) === 'number' || typeOf(branch) === 'string');
}

let unique = 0;

/** Values that pass the rules of fields whose schema alone does not say (names, numbers, formats). */
function namedValue(name: string): unknown {
  unique += 1;
  const byName: Record<string, unknown> = {
    username: `user${unique}x`,
    password: 'Prep@2026',
    newPassword: 'Prep@2027x',
    currentPassword: 'Prep@2026',
    emailId: `user${unique}@example.org`,
    mobile: `98765${String(10_000 + unique).slice(-5)}`,
    number: `98765${String(10_000 + unique).slice(-5)}`,
    otp: '123456',
    code: '123456',
    userType: 'Student',
    correctAnswer: 'A',
    questionType: 'MCQ',
    selectedOption: 'A',
    answer: '42',
    timer: 5,
    limit: 10,
    offset: 0,
    category: 'Quantitative Aptitude',
    query: 'question',
    prefix: 'al',
  };
  return byName[name];
}

/** A value of `schema` (integers: `id`). */
function schemaValue(schema: JsonSchema, id: number): unknown {
  const branch = branches(schema)[0]!;
  if (branch.const !== undefined) return branch.const;
  if (branch.enum) return branch.enum.find((value) => value !== '') ?? branch.enum[0];
  switch (typeOf(branch)) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(id, branch.minimum ?? id), branch.maximum ?? id);
    case 'boolean':
      return false;
    case 'array':
      return branch.items ? [schemaValue(branch.items, id)] : [];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(branch.properties ?? {})) {
        if (branch.required?.includes(name)) object[name] = namedValue(name) ?? schemaValue(property, id);
      }
      return object;
    }
    default:
      return `Text ${unique} of the security tests`.slice(0, branch.maxLength ?? 100).padEnd(branch.minLength ?? 0, 'x');
  }
}

/** A value `field` accepts, every id being `id`. */
export function validValue(field: Field, id: number): unknown {
  if (isId(field)) return field.name === 'ids' ? [id] : typeOf(branches(field.schema)[0]!) === 'string' ? String(id) : id;
  return namedValue(field.name) ?? schemaValue(field.schema, id);
}

/** Optional fields a typical valid request sends (an MCQ's answer and options). */
const usuallySent = new Set(['selectedOption', 'timer', 'correctAnswer', 'questionType', 'optionA', 'optionB', 'optionC', 'optionD']);

/** Valid values for every required field, every id (set to `id`) and the usual optional ones. */
export function validValues(inputs: RouteInputs, id: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of inputs.fields) if (field.required || isId(field) || usuallySent.has(field.name)) values[`${field.in}:${field.name}`] = validValue(field, id);
  return values;
}


/** A file for a multipart file field, by its media type. */
function fileFor(field: Field): { value: Buffer; fileName: string; type: string } {
  const type = field.schema.contentMediaType ?? '';
  if (type.includes('pdf')) return { value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' };
  if (type.includes('image')) return { value: png, fileName: 'dot.png', type: 'image/png' };
  return { value: Buffer.from('not a workbook'), fileName: 'file.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/** Inject options for `inputs.route` with `values` keyed `<in>:<name>` (path values already strings or numbers). */
export async function buildRequest(inputs: RouteInputs, values: Record<string, unknown>): Promise<InjectOptions> {
  const { route } = inputs;
  const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[`path:${name}`] ?? 1)));
  const search = new URLSearchParams();
  const body: Record<string, unknown> = {};
  const parts: Array<{ name: string; value: string | Buffer; fileName?: string; type?: string }> = [];
  const files: typeof parts = []; // after the text fields, as a browser's form sends them
  for (const field of inputs.fields) {
    const key = `${field.in}:${field.name}`;
    if (field.in === 'multipart' && field.schema.contentMediaType) {
      files.push({ name: field.name, ...fileFor(field) });
      continue;
    }
    if (!(key in values)) continue;
    const value = values[key];
    if (field.in === 'query') search.append(field.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    else if (field.in === 'body') body[field.name] = value;
    else if (field.in === 'multipart') parts.push({ name: field.name, value: String(value) });
  }
  const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
  const method = route.method as InjectOptions['method'];
  if (inputs.bodyType === 'multipart/form-data') return { method, url, ...(await multipartBody([...parts, ...files])) } as InjectOptions;
  if (inputs.bodyType) return { method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  return { method, url };
}
