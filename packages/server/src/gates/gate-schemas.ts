import type { FastifyInstance } from 'fastify';
import type { GateRoute } from './gate-routes.ts';

/** A JSON Schema as the OpenAPI document has it (converted from each route's zod schemas). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export type QueryParameter = { name: string; required: boolean; schema: JsonSchema };

/** The input schemas of one route and method. */
export type RouteSchema = { query: QueryParameter[]; params: Record<string, JsonSchema>; body?: JsonSchema };

type Operation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Each route's input schemas, keyed `METHOD url` (`:name` parameters), from the app's own OpenAPI
 * document: the same zod contracts the routes validate with, as JSON Schema. HEAD takes its GET's.
 */
export async function loadRouteSchemas(app: FastifyInstance): Promise<Map<string, RouteSchema>> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = document.components?.schemas ?? {};
  const schemas = new Map<string, RouteSchema>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const resolve = (schema: JsonSchema | undefined) => resolveReferences(schema ?? {}, components);
      const schema: RouteSchema = {
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: resolve(p.schema) })),
        params: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, resolve(p.schema)]),
        ),
        body: operation.requestBody?.content?.['application/json']?.schema
          ? resolve(operation.requestBody.content['application/json'].schema)
          : undefined,
      };
      schemas.set(`${method.toUpperCase()} ${url}`, schema);
      if (method === 'get') schemas.set(`HEAD ${url}`, schema);
    }
  }
  return schemas;
}

function resolveReferences(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1)!;
    return resolveReferences(components[name] ?? {}, components, depth + 1);
  }
  const walk = (s: JsonSchema) => resolveReferences(s, components, depth + 1);
  return {
    ...schema,
    ...(schema.items ? { items: walk(schema.items) } : {}),
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, walk(v)])) }
      : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(walk) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(walk) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map(walk) } : {}),
  };
}

/**
 * The query string carrying a value (by name from `values`) for each required query parameter of
 * the route, or `values['METHOD url']` whole for a route that wants one of several optional ones;
 * and the names of required parameters that have no value.
 */
export function buildRequiredQuery(
  route: GateRoute,
  schemas: Map<string, RouteSchema>,
  values: Record<string, string>,
): { search: string; missing: string[] } {
  const key = `${route.method} ${route.url}`;
  const required = (schemas.get(key)?.query ?? []).filter((q) => q.required);
  const missing = required.filter((q) => values[q.name] === undefined).map((q) => q.name);
  const search =
    values[key] ??
    new URLSearchParams(
      required
        .filter((q) => values[q.name] !== undefined)
        .map((q): [string, string] => [q.name, values[q.name]!]),
    ).toString();
  return { search: search ? `?${search}` : '', missing };
}
