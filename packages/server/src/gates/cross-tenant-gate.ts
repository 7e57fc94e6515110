import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  describeRoute,
  fillPath,
  findSecrets,
  type GateRoute,
  listPathParameters,
  STATE_CHANGING,
} from './gate-routes.ts';
import { buildRequiredQuery, type RouteSchema } from './gate-schemas.ts';
import type { Caller, GateWorld, PersonData } from './gate-world.ts';

// Path parameters that name one person's data: a route carrying one is checked inside company A too.
const PERSON_PARAMETERS = ['employeeId', 'employmentId', 'eventId', 'payslipId'];
// Parameters naming an object of the company (not a word like `active`, a month or a step).
const OBJECT_PARAMETERS = new Set([
  ...PERSON_PARAMETERS,
  'runId',
  'salaryTypeId',
  'workplaceId',
  'objectId',
  'invitationId',
  'roleId',
  'groupId',
  'tokenId',
  'declarationId',
  'fileId',
]);

/** What every gate works on: the app, its registered routes, the fixture and the routes' schemas. */
export type GateContext = {
  app: FastifyInstance;
  routes: readonly GateRoute[];
  world: GateWorld;
  schemas: Map<string, RouteSchema>;
};

/** Required query parameters of any route that have no fixture value, as `METHOD url: ?name`. */
export function findUnmappedQueries(context: Omit<GateContext, 'app'>): string[] {
  return context.routes.flatMap((route) =>
    (context.world.query[describeRoute(route)] !== undefined
      ? []
      : buildRequiredQuery(route, context.schemas, context.world.query).missing
    ).map((name) => `${describeRoute(route)}: ?${name}`),
  );
}

async function send(context: GateContext, route: GateRoute, url: string, caller?: Caller) {
  const { search } = buildRequiredQuery(route, context.schemas, context.world.query);
  const options: InjectOptions = {
    method: route.method as 'GET',
    url: url + search,
    headers: caller?.headers ?? {},
  };
  if (STATE_CHANGING.has(route.method)) options.payload = {};
  return context.app.inject(options);
}

function isRefusal(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

/**
 * Company B's callers, in every role and role header, on every employer-scoped route of company A
 * (with A's real ids): refused (401/403/404, before validation so never 400) and no text of A in
 * the answer. Then B's admin at home, naming A's objects in B's path: nothing of A comes back, and a
 * read is refused. Returns one line per failure.
 */
export async function checkCompanyBIsRefused(context: GateContext): Promise<string[]> {
  const { routes, world } = context;
  const failures: string[] = [];
  const homeAdmin = world.callersFromB.find((c) => c.label === 'B admin with own role header');
  for (const route of routes.filter((r) => r.tree === 'employer')) {
    const url = fillPath(route.url, world.params);
    for (const caller of world.callersFromB) {
      const response = await send(context, route, url, caller);
      const leaked = findSecrets(response.body, world.secrets);
      if (!isRefusal(response.statusCode) || leaked.length > 0) {
        failures.push(
          `${describeRoute(route)} as ${caller.label}: ${response.statusCode}${leaked.length ? `, body has ${leaked.join(', ')}` : ''}`,
        );
      }
    }
    if (homeAdmin && route.method === 'GET')
      failures.push(...(await checkQueryFilterAtHome(context, route, homeAdmin)));
    if (!homeAdmin || !listPathParameters(route.url).some((name) => OBJECT_PARAMETERS.has(name))) continue;
    const atHome = fillPath(route.url, { ...world.params, employerId: world.otherEmployerId });
    const response = await send(context, route, atHome, homeAdmin);
    const leaked = findSecrets(response.body, world.secrets);
    const readAnswered = !STATE_CHANGING.has(route.method) && response.statusCode < 400;
    if (readAnswered || leaked.length > 0) {
      failures.push(
        `${describeRoute(route)} as B admin in B's own path with A's ids: ${response.statusCode}${leaked.length ? `, body has ${leaked.join(', ')}` : ''}`,
      );
    }
  }
  return failures;
}

/** B's admin at home, filtering a read by A's ids in the query: nothing of A comes back. */
async function checkQueryFilterAtHome(
  context: GateContext,
  route: GateRoute,
  homeAdmin: Caller,
): Promise<string[]> {
  const { world } = context;
  const names = (context.schemas.get(describeRoute(route))?.query ?? [])
    .map((q) => q.name)
    .filter((name) => OBJECT_PARAMETERS.has(name));
  if (names.length === 0) return [];
  const { search } = buildRequiredQuery(route, context.schemas, world.query);
  const query = new URLSearchParams(search.slice(1));
  for (const name of names) query.set(name, world.params[name]!);
  const response = await context.app.inject({
    method: 'GET',
    url: `${fillPath(route.url, { ...world.params, employerId: world.otherEmployerId })}?${query}`,
    headers: homeAdmin.headers,
  });
  const leaked = findSecrets(response.body, world.secrets);
  return leaked.length === 0
    ? []
    : [
        `${describeRoute(route)}?${names.join('&')} as B admin at home with A's ids: ${response.statusCode}, body has ${leaked.join(', ')}`,
      ];
}

/**
 * Inside company A, on every route carrying an employee, employment, event or payslip id in its
 * path: user Bo on Anna's data, and the manager (whose team is Anna) on Bo's, are refused with
 * nothing of that person in the answer; on every read taking such an id in its query, the answer
 * holds nothing of that person.
 */
export async function checkOutsideOwnDataIsRefused(context: GateContext): Promise<string[]> {
  const { routes, world } = context;
  const failures: string[] = [];
  const cases: Array<[Caller, PersonData, string]> = [
    [world.asBo, world.anna, "Anna's"],
    [world.asManager, world.bo, "Bo's (outside the team)"],
  ];
  const personRoutes = routes.filter(
    (route) =>
      route.tree === 'employer' &&
      listPathParameters(route.url).some((name) => PERSON_PARAMETERS.includes(name)),
  );
  for (const route of personRoutes) {
    for (const [caller, person, whose] of cases) {
      const url = fillPath(route.url, { ...world.params, ...person.params });
      const response = await send(context, route, url, caller);
      const leaked = findSecrets(response.body, person.secrets);
      if (response.statusCode < 400 || leaked.length > 0) {
        failures.push(
          `${describeRoute(route)} as ${caller.label} on ${whose} data: ${response.statusCode}${leaked.length ? `, body has ${leaked.join(', ')}` : ''}`,
        );
      }
    }
  }
  // Reads that take the person in the query (a filter): they may answer, with nothing of that person.
  for (const route of routes.filter((r) => r.tree === 'employer' && r.method === 'GET')) {
    const names = (context.schemas.get(describeRoute(route))?.query ?? [])
      .map((q) => q.name)
      .filter((name) => PERSON_PARAMETERS.includes(name));
    if (names.length === 0) continue;
    for (const [caller, person, whose] of cases) {
      const { search } = buildRequiredQuery(route, context.schemas, world.query);
      const query = new URLSearchParams(search.slice(1));
      for (const name of names) query.set(name, person.params[name]!);
      const response = await context.app.inject({
        method: 'GET',
        url: `${fillPath(route.url, world.params)}?${query}`,
        headers: caller.headers,
      });
      const leaked = findSecrets(response.body, person.secrets);
      if (leaked.length > 0) {
        failures.push(
          `${describeRoute(route)}?${names.join('&')} as ${caller.label} on ${whose} data: ${response.statusCode}, body has ${leaked.join(', ')}`,
        );
      }
    }
  }
  return failures;
}

/** The fixture is real: A's admin reads every employer-scoped GET route with A's ids (else the matrix proves nothing). */
export async function checkAdminReadsFixture(context: GateContext): Promise<string[]> {
  const { routes, world } = context;
  const failures: string[] = [];
  for (const route of routes.filter((r) => r.tree === 'employer' && r.method === 'GET')) {
    const response = await send(context, route, fillPath(route.url, world.params), world.asAdmin);
    // 403: a privilege the packaging lacks, and 404 for a route of the caller's own employment
    // (the admin has none) are answers; a 404 naming a fixture object, a 400 or a 5xx are not.
    const namesObject = listPathParameters(route.url).some((name) => OBJECT_PARAMETERS.has(name));
    const status = response.statusCode;
    if (status === 400 || status >= 500 || (status === 404 && namesObject)) {
      failures.push(`${describeRoute(route)} as A admin: ${status} ${response.body.slice(0, 300)}`);
    }
  }
  return failures;
}

/** Signed-in tree without a session: 401. Operator tree: 401 without a session, 403 for A's admin and B's admin. */
export async function checkNonEmployerTrees(context: GateContext): Promise<string[]> {
  const { routes, world } = context;
  const failures: string[] = [];
  const strangers = [world.asAdmin, world.callersFromB[1]!];
  for (const route of routes.filter((r) => r.tree === 'signed-in' || r.tree === 'operator')) {
    const url = fillPath(route.url, world.params);
    const anonymous = await send(context, route, url, {
      label: 'no session',
      headers: { 'x-lonsam-csrf': 'x' },
    });
    if (anonymous.statusCode !== 401)
      failures.push(`${describeRoute(route)} without a session: ${anonymous.statusCode}`);
    if (route.tree !== 'operator') continue;
    for (const caller of strangers) {
      const response = await send(context, route, url, caller);
      if (response.statusCode !== 403)
        failures.push(`${describeRoute(route)} as ${caller.label} (no operator): ${response.statusCode}`);
    }
  }
  return failures;
}

/**
 * The refusals above mean something only if the same callers are answered on their own data: the
 * GET routes carrying a person's id that user Bo reads for himself and the manager for Anna.
 */
export async function listOwnDataAnswers(context: GateContext): Promise<string[]> {
  const { routes, world } = context;
  const answered: string[] = [];
  const cases: Array<[Caller, PersonData]> = [
    [world.asBo, world.bo],
    [world.asManager, world.anna],
  ];
  for (const route of routes.filter((r) => r.tree === 'employer' && r.method === 'GET')) {
    if (!listPathParameters(route.url).some((name) => PERSON_PARAMETERS.includes(name))) continue;
    for (const [caller, person] of cases) {
      const response = await send(
        context,
        route,
        fillPath(route.url, { ...world.params, ...person.params }),
        caller,
      );
      if (response.statusCode < 300) answered.push(`${describeRoute(route)} as ${caller.label}`);
    }
  }
  return answered;
}

/**
 * Ids carried in request bodies, which generated bodies rarely get through the contracts to test:
 * every route whose body names an employment or an event (listed by hand from the OpenAPI
 * document; `findBodyIdRoutes` lists the routes that carry one, so a new one shows), sent a valid
 * body naming another company's or another person's object. Refused, with nothing of theirs in it.
 */
export async function checkBodyCarriedIds(context: GateContext): Promise<string[]> {
  const { world } = context;
  const home = world.callersFromB.find((c) => c.label === 'B admin with own role header')!;
  const outlay = { kind: 'transaction', salaryTypeCode: '720', date: '2025-03-11', amountOre: 100 };
  const anna = world.anna.params;
  const bo = world.bo.params;
  const cases: Array<[Caller, string, string, string, unknown]> = [
    [home, world.otherEmployerId, 'POST', '/events', { employmentId: anna.employmentId, payload: outlay }],
    [world.asBo, world.employerId, 'POST', '/events', { employmentId: anna.employmentId, payload: outlay }],
    [
      world.asManager,
      world.employerId,
      'POST',
      '/events',
      { employmentId: bo.employmentId, payload: outlay },
    ],
    [
      world.asBo,
      world.employerId,
      'POST',
      '/events/preview',
      { employmentId: bo.employmentId, payload: outlay, eventId: anna.eventId },
    ],
    [
      home,
      world.otherEmployerId,
      'POST',
      '/events/preview',
      { employmentId: anna.employmentId, payload: outlay, eventId: anna.eventId },
    ],
    [
      world.asManager,
      world.employerId,
      'POST',
      '/events/decisions',
      { decision: 'attest', events: [{ eventId: bo.eventId, version: 1 }] },
    ],
    [
      home,
      world.otherEmployerId,
      'POST',
      '/payroll-runs',
      { kind: 'extra', period: '2025-04', payDate: '2025-04-25', employmentIds: [anna.employmentId] },
    ],
    [
      home,
      world.otherEmployerId,
      'POST',
      '/users/invitations',
      { method: 'email', email: 'grind@exempel.se', role: 'user', employmentId: anna.employmentId },
    ],
    [
      home,
      world.otherEmployerId,
      'POST',
      '/users/invitations',
      {
        method: 'email',
        email: 'grind2@exempel.se',
        role: 'manager',
        teamEmploymentIds: [anna.employmentId],
      },
    ],
    [
      home,
      world.otherEmployerId,
      'POST',
      '/users/roles',
      { identityId: '00000000-0000-4000-8000-000000000001', role: 'user', employmentId: anna.employmentId },
    ],
  ];
  const failures: string[] = [];
  for (const [caller, employerId, method, path, payload] of cases) {
    const response = await context.app.inject({
      method: method as 'POST',
      url: `/api/employer/${employerId}${path}`,
      headers: caller.headers,
      payload: payload as object,
    });
    const leaked = findSecrets(response.body, [...world.anna.secrets, ...world.bo.secrets]);
    if (response.statusCode < 400 || leaked.length > 0) {
      failures.push(
        `${method} ${path} as ${caller.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
  }
  return failures;
}

/** `METHOD url` of each route whose body schema names an employment, employee, event, payslip or run. */
export function findBodyIdRoutes(context: Omit<GateContext, 'app'>): string[] {
  const names = /"(employmentIds?|employeeIds?|eventIds?|eventId|payslipIds?|runId|teamEmploymentIds)"/;
  return context.routes
    .filter((route) => route.tree === 'employer')
    .filter((route) => names.test(JSON.stringify(context.schemas.get(describeRoute(route))?.body ?? {})))
    .map(describeRoute);
}
