import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { arbitraryRequest, type FuzzRequest, listHostileRequests } from './gate-arbitraries.ts';
import {
  describeRoute,
  fillPath,
  type GateRoute,
  listPathParameters,
  STATE_CHANGING,
} from './gate-routes.ts';
import type { RouteSchema } from './gate-schemas.ts';

export type FuzzContext = {
  app: FastifyInstance;
  db: Kysely<Database>;
  schemas: Map<string, RouteSchema>;
  /** A value per path parameter name (the fixture's real ids). */
  params: Record<string, string>;
  /** Who sends to a route: its tree's ordinary caller (public: nobody). */
  headersFor: (route: GateRoute) => Record<string, string>;
};

export type FuzzOptions = {
  seed: number;
  /** Generated requests per route (fast-check runs). */
  runs: number;
  /** Deliberately hostile requests per route, rotating through the list; `all` for every one. */
  hostilePerRoute: number | 'all';
};

// A stack frame, a file of ours or of node_modules, SQL or a PostgreSQL message: none belongs in an answer.
const LEAKS: Array<[string, RegExp]> = [
  ['a stack trace', /\n\s+at \S|\bat \S+ \([^)]*:\d+:\d+\)/],
  ['a file path', /\/work\/|\/home\/|\/usr\/lib|node_modules|file:\/\/|[\w-]+\.(?:ts|js|mjs|cjs):\d+/],
  ['SQL', /\bselect\s[^"]{0,200}\sfrom\s|\binsert\s+into\s|\bupdate\s+"?\w+"?\s+set\s|\bdelete\s+from\s/i],
  [
    'a database message',
    /syntax error at or near|violates \S+ (?:key )?constraint|relation "[^"]+" does not exist|duplicate key value|invalid input syntax for type|out of range for type/i,
  ],
];

/** What in an answer's body must not be there, or undefined. */
export function findLeak(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0];
}

/**
 * A cheap fingerprint of the data a refused request must not have touched: row counts and the
 * newest `updated_at` of the main tables, the audit trail's length and the versions of what has one.
 */
export async function readDigest(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    select json_build_array(
      (select count(*) from employer), (select max(updated_at) from employee), (select count(*) from employee),
      (select count(*) from employment), (select max(updated_at) from employment), (select count(*) from salary_row),
      (select count(*) from event), (select max(updated_at) from event), (select count(*) from payroll_run),
      (select max(updated_at) from payroll_run), (select count(*) from payslip), (select count(*) from salary_type),
      (select max(updated_at) from salary_type), (select count(*) from employer_setting),
      (select max(updated_at) from employer_setting), (select count(*) from workplace),
      (select max(updated_at) from workplace), (select count(*) from dimension_object),
      (select max(updated_at) from dimension_object), (select count(*) from employer_identity_role),
      (select count(*) from user_invitation), (select sum(version) from user_invitation),
      (select count(*) from privilege_group), (select sum(version) from privilege_group),
      (select count(*) from api_token), (select count(revoked_at) from api_token),
      (select count(*) from tenant_packaging), (select count(*) from audit_event)
    )::text as digest`.execute(db);
  return rows[0]!.digest;
}

function hasBody(route: GateRoute, schema: RouteSchema | undefined): boolean {
  return STATE_CHANGING.has(route.method) && (route.method !== 'DELETE' || schema?.body !== undefined);
}

function pickHostile(all: FuzzRequest[], count: number | 'all', offset: number): FuzzRequest[] {
  if (count === 'all' || count >= all.length) return all;
  return Array.from({ length: count }, (_, i) => all[(offset + i) % all.length]!);
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body ${request.body.slice(0, 160)}`;
  return `[${request.note}] path ${JSON.stringify(request.path).slice(0, 160)} query ${request.query.slice(0, 120)}${body}`;
}

/**
 * Sends each route its generated and hostile requests. Every answer: below 500, no stack, path or
 * SQL in the body; a 4xx leaves the digest as it was. Returns one line per failing route, and how
 * many answers had each status (so a run that only ever met refusals shows).
 */
export async function fuzzRoutes(
  context: FuzzContext,
  routes: readonly GateRoute[],
  options: FuzzOptions,
): Promise<{ failures: string[]; statuses: Record<number, number> }> {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  let digest = await readDigest(context.db);
  for (const [index, route] of routes.entries()) {
    const schema = context.schemas.get(describeRoute(route));
    const pathValues = Object.fromEntries(
      listPathParameters(route.url)
        .filter((name) => name !== '*')
        .map((name) => [name, context.params[name] ?? 'unmapped']),
    );
    const withBody = hasBody(route, schema);
    const isDocs = route.url.startsWith('/api/docs');
    const check = async (request: FuzzRequest) => {
      const url = fillPath(route.url, request.path) + (request.query ? `?${request.query}` : '');
      const response = await context.app.inject({
        method: route.method as 'GET',
        url,
        headers: {
          ...context.headersFor(route),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      const status = response.statusCode;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) throw new Error(`${status} ${response.body.slice(0, 200)}`);
      const leak = isDocs ? undefined : findLeak(response.body);
      if (leak) throw new Error(`${status} with ${leak} in the body: ${response.body.slice(0, 300)}`);
      const after = await readDigest(context.db);
      const changed = after !== digest;
      digest = after;
      if (status >= 400 && changed) throw new Error(`${status}, yet the database changed`);
    };
    const hostile = pickHostile(
      listHostileRequests(schema, pathValues, withBody),
      options.hostilePerRoute,
      index,
    );
    const result = await fc.check(
      fc.asyncProperty(arbitraryRequest(schema, pathValues, withBody), async (request) => {
        try {
          await check(request);
        } catch (error) {
          throw new Error(`${(error as Error).message} ← ${describeRequest(request)}`);
        }
      }),
      {
        seed: options.seed + index,
        numRuns: options.runs,
        endOnFailure: true,
        examples: hostile.map((request) => [request]),
      },
    );
    if (result.failed) {
      const message = (result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance);
      failures.push(`${describeRoute(route)}: ${message.split('\n')[0]!.slice(0, 700)}`);
    }
  }
  return { failures, statuses };
}
