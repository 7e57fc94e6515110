import fc from 'fast-check';
import type { JsonSchema, RouteSchema } from './gate-schemas.ts';

/** One generated request: path parameter values, the raw query string and the raw JSON body. */
export type FuzzRequest = { path: Record<string, string>; query: string; body?: string; note: string };

const MAX_DEPTH = 5;

/** Values that fit a JSON Schema (as far as it says: zod refinements are not in it, so some are refused). */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return nullable(fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1))));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, depth + 1)));
  }
  switch (schema.type) {
    case 'string':
      return nullable(arbitraryString(schema));
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000_000);
      const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000_000);
      return nullable(fc.integer({ min: Math.min(min, max), max: Math.max(min, max) }));
    }
    case 'number':
      return nullable(
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return nullable(
        depth > MAX_DEPTH
          ? fc.constant([])
          : fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
              minLength: Math.min(schema.minItems ?? 0, 3),
              maxLength: Math.min(schema.maxItems ?? 3, 3),
            }),
      );
    case 'object':
      return nullable(arbitraryObject(schema, depth));
    default:
      return schema.properties ? arbitraryObject(schema, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function arbitraryObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant({});
  const properties = schema.properties ?? {};
  const entries = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
  );
  if (Object.keys(entries).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 2 });
  }
  return fc.record(entries, { requiredKeys: (schema.required ?? []).filter((key) => key in entries) });
}

function arbitraryString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? '')) {
    if (schema.pattern?.includes('(0[1-9]|1[0-2])$')) return fc.constantFrom('2025-01', '2025-03', '2025-12');
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
}

/** Values no schema should let through: wrong types, edge strings, hostile keys and ids. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '',
  'x'.repeat(70_000),
  'nul\u0000byte',
  '\ud800 lone surrogate \u202e rtl 😀 Å',
  null,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  [[[[[[[[[[[]]]]]]]]]]],
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2025-02-30',
  '0000-00-00',
  '99999-12-31',
  "'; drop table employee; --",
  '../../../../etc/passwd',
  { __proto__: null, polluted: true },
];

const HOSTILE_PATH_VALUES = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2025-02-30',
  '9'.repeat(90),
  '%00',
  '\u0000',
  '😀',
  '__proto__',
  'constructor',
  "' or 1=1 --",
];

/** Keys that poison a careless merge, at the top and one level down. */
const PROTO_BODY =
  '{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"version":{"__proto__":{"x":1}}}';

// Made once: built per route they were 179 × 2 MB of garbage for the worker's heap.
const DEEPLY_NESTED = `${'{"a":['.repeat(3000)}1${']}'.repeat(3000)}`;
const OVERSIZED_BODY = `{"a":"${'x'.repeat(2_000_000)}"}`;
const OVERSIZED_QUERY = `q=${'x'.repeat(20_000)}`;

/**
 * Deliberately hostile requests for one route, each with the fixture's path values unless it is about
 * the path: the same list for every route, so each category is tried on every route in the long run.
 */
export function listHostileRequests(
  schema: RouteSchema | undefined,
  pathValues: Record<string, string>,
  hasBody: boolean,
): FuzzRequest[] {
  const query = schema?.query ?? [];
  const hostilePath = Object.fromEntries(Object.keys(pathValues).map((k) => [k, 'not-a-uuid']));
  const requests: FuzzRequest[] = [
    { path: hostilePath, query: '', note: 'invalid ids in the path' },
    {
      path: Object.fromEntries(
        Object.keys(pathValues).map((k) => [k, k === 'employerId' ? pathValues[k]! : '\u0000😀']),
      ),
      query: '',
      note: 'NUL and unicode in the path',
    },
    { path: pathValues, query: OVERSIZED_QUERY, note: 'oversized query string' },
    {
      path: pathValues,
      query: '__proto__[polluted]=1&constructor[prototype][polluted]=1&a=%00',
      note: '__proto__ in the query',
    },
    {
      path: pathValues,
      query: query
        .map(
          (q) =>
            `${encodeURIComponent(q.name)}=%00${'9'.repeat(30)}&${encodeURIComponent(q.name)}=2025-02-30`,
        )
        .join('&'),
      note: 'every query parameter twice, NUL and an impossible date',
    },
  ];
  if (!hasBody) return requests;
  return [
    ...requests,
    { path: pathValues, query: '', body: '', note: 'empty body' },
    { path: pathValues, query: '', body: '{"unterminated', note: 'not JSON' },
    { path: pathValues, query: '', body: 'null', note: 'null body' },
    { path: pathValues, query: '', body: '"just a string"', note: 'string body' },
    { path: pathValues, query: '', body: '[1,2,3]', note: 'array body' },
    { path: pathValues, query: '', body: PROTO_BODY, note: '__proto__ and constructor keys' },
    { path: pathValues, query: '', body: DEEPLY_NESTED, note: 'deep nesting' },
    { path: pathValues, query: '', body: OVERSIZED_BODY, note: 'oversized body' },
    {
      path: pathValues,
      query: '',
      body: JSON.stringify(
        Object.fromEntries(
          Object.keys(schema?.body?.properties ?? { name: {} }).map((key, index) => [
            key,
            HOSTILE_VALUES[index % HOSTILE_VALUES.length],
          ]),
        ),
      ),
      note: 'every body field a hostile value',
    },
  ];
}

/** Requests from the route's own schemas, some with one field (or path value) made hostile. */
export function arbitraryRequest(
  schema: RouteSchema | undefined,
  pathValues: Record<string, string>,
  hasBody: boolean,
): fc.Arbitrary<FuzzRequest> {
  const pathArbitrary = fc.record(
    Object.fromEntries(
      Object.entries(pathValues).map(([name, value]) => [
        name,
        name === 'employerId'
          ? fc.constant(value)
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant(value) },
              { weight: 1, arbitrary: fc.uuid() },
              { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PATH_VALUES) },
            ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryArbitrary = fc
    .tuple(
      ...(schema?.query ?? []).map((q) =>
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: arbitraryFor(q.schema) },
            { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES.slice(0, 18)) },
          ),
          { nil: undefined, freq: q.required ? 10 : 2 },
        ),
      ),
    )
    .map((values) => encodeQuery((schema?.query ?? []).map((q, i) => [q.name, values[i]])));
  const validBody = schema?.body ? arbitraryFor(schema.body) : fc.constant({});
  const bodyArbitrary = hasBody
    ? fc.oneof(
        { weight: 2, arbitrary: validBody.map((value) => JSON.stringify(value)) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(validBody, fc.nat(), fc.constantFrom(...HOSTILE_VALUES))
            .map(([value, index, hostile]) => JSON.stringify(replaceOneField(value, index, hostile))),
        },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
      )
    : fc.constant(undefined);
  return fc
    .tuple(pathArbitrary, queryArbitrary, bodyArbitrary)
    .map(([path, query, body]) => ({ path, query, body, note: 'generated' }));
}

function replaceOneField(value: unknown, index: number, hostile: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
  const keys = Object.keys(value);
  if (keys.length === 0) return { [String(index)]: hostile };
  const key = keys[index % keys.length]!;
  const child = (value as Record<string, unknown>)[key];
  const replaced =
    index % 3 === 0 && child && typeof child === 'object'
      ? replaceOneField(child, index >> 2, hostile)
      : hostile;
  return { ...value, [key]: replaced };
}

function encodeQuery(entries: Array<[string, unknown]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return search.toString();
}
