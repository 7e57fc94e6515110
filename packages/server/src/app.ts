import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { installSwedishZodMessages } from '@lonsam/domain/validation/swedish-zod-messages';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { installReadCache } from './cache/app-read-cache.ts';
import { ReadCache } from './cache/read-cache.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/schema.ts';
import { AppError } from './errors/app-error.ts';
import { PROBLEM_CONTENT_TYPE, toProblem } from './errors/problem.ts';
import { refuseApiTokensOutsideEmployerTree } from './http/api-token-guard.ts';
import { installEmployerScope } from './http/employer-scope-guard.ts';
import { guardOperatorTree, guardSignedInTree, installRouteTreeCheck } from './http/route-trees.ts';
import { APP_JOBS, noJobRunner } from './jobs/app-jobs.ts';
import type { JobConnection } from './jobs/job-connection.ts';
import { jobRoutes } from './jobs/job-routes.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createLogger, createRequestLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { accountingRoutes } from './modules/accounting/index.ts';
import { accountingSettingsRoutes } from './modules/accounting-settings/accounting-settings-routes.ts';
import { agiRoutes } from './modules/agi/index.ts';
import { apiTokenRoutes, createApiTokenAuthenticator } from './modules/api-tokens/index.ts';
import { authPlugin } from './modules/auth/auth-plugin.ts';
import { authRoutes, sessionRoutes } from './modules/auth/auth-routes.ts';
import { balanceRoutes } from './modules/balances/index.ts';
import { bankFileRoutes } from './modules/bank-files/index.ts';
import { registerBankId } from './modules/bankid/bankid-plugin.ts';
import { calendarSettingsRoutes } from './modules/calendar-settings/index.ts';
import { compensationSettingsRoutes } from './modules/compensation-settings/index.ts';
import { customFieldRoutes } from './modules/custom-fields/index.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail-routes.ts';
import { employeeRoutes } from './modules/employees/employee-routes.ts';
import { employerRoutes } from './modules/employer/employer-routes.ts';
import { employerScopedRoutes } from './modules/employer/employer-scoped-routes.ts';
import { entryRoutes } from './modules/entry/entry-routes.ts';
import { eventSettingsRoutes } from './modules/event-settings/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { organisationRoutes } from './modules/organisation/organisation-routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes.ts';
import { payoutSettingsRoutes } from './modules/payout-settings/index.ts';
import { payrollRunRoutes } from './modules/payroll-runs/index.ts';
import { payslipRoutes } from './modules/payslips/index.ts';
import { privilegeGroupRoutes } from './modules/privilege-groups/index.ts';
import { seedReferenceData } from './modules/privileges/seed-reference-data.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { roleRoutes } from './modules/roles/role-routes.ts';
import { salaryTypeRoutes } from './modules/salary-types/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { signupRoutes } from './modules/signup/signup-routes.ts';
import { seedTenantManager } from './modules/tenant-manager/seed-tenant-manager.ts';
import { tenantManagerRoutes } from './modules/tenant-manager/tenant-manager-routes.ts';
import { invitationPublicRoutes, invitationSignedInRoutes, userRoutes } from './modules/users/index.ts';
import { installNulCheck } from './plugins/reject-nul.ts';
import { installSecurityHeaders, productSecurityOptions } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { requestIdGenerator } from './request-id.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * pg-boss's polling and lease checks on PGlite. The database belongs to this one process, which wakes
 * its own workers when it enqueues, so a poll there only finds a retry or a job started later; and
 * each poll runs in WebAssembly in the thread that answers requests (idle, an app with 2 s polling
 * and 10 s checks used 79 ms of CPU a second; bench/poke.ts, #14). A retry therefore starts up to
 * 10 s after its back-off, and a job whose process was killed runs again 30–60 s after its lease.
 */
const PGLITE_JOB_INTERVALS = { pollingIntervalSeconds: 10, superviseIntervalSeconds: 30 };

export type BuildAppOptions = {
  config: Config;
  db: Kysely<Database>;
  logger?: Logger;
  /** Where the read cache hears of changes; without it (or with READ_CACHE=off) nothing is cached. */
  changeFeed?: ChangeFeed | null;
  /** Where the background jobs are queued (src/jobs/); without it the app can enqueue none. */
  jobConnection?: JobConnection;
  /**
   * false: this process sends no scheduled jobs (the daily vacation year end). Test apps say so: a
   * test must not see a year end start because the clock passed 00:15 Swedish time during the run.
   */
  jobSchedules?: boolean;
};

export type App = FastifyInstance;

/** Builds the whole HTTP application: plugins first, then the API routes, then the web app. */
export async function buildApp({
  config,
  db,
  logger,
  changeFeed,
  jobConnection,
  jobSchedules = true,
}: BuildAppOptions): Promise<App> {
  // zod's default messages (a schema without its own text) reach users in problems: Swedish.
  installSwedishZodMessages();
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    // Each request's logger is made when the request logs, not before (logger.ts).
    childLoggerFactory: createRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdGenerator(),
    // Ids come from us, never from the client, so that a log line can be trusted to be one request.
    requestIdHeader: false,
    // Closing waits for in-flight requests; idle keep-alive sockets must not hold the shutdown up.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Fastify also takes a hop count at runtime, which its types leave out.
    trustProxy: config.trustProxy as boolean | string,
    // Every route validates and serialises with zod (below); given here, Fastify does not load
    // ajv and fast-json-stringify for its defaults (about 80 ms of a start; bench/startup.ts, #14).
    // Fastify types the factories after ajv's; at run time it only calls them for a compiler.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  });

  const readCache = new ReadCache({ feed: config.readCache ? (changeFeed ?? null) : null });
  installReadCache(app, readCache);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Callback style: an async hook costs a promise per request on every route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    // A saturated database is load, not a fault: one error line per refused request would flood the log.
    if (problem.code === 'DATABASE_BUSY')
      request.log.warn({ code: problem.code }, 'database busy: answered 503');
    else if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  });
  // Before any route: refuses to start when an employer or operator route sits outside its tree.
  installRouteTreeCheck(app);
  // Before any route: every route registered later inherits it (plugins/reject-nul.ts).
  installNulCheck(app);

  // The product's CSP, frame, referrer and HSTS headers, computed once (plugins/security-headers.ts).
  installSecurityHeaders(
    app,
    productSecurityOptions({ upgradeInsecureRequests: config.appEnv === 'production' }),
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lönsam API',
        version: '0.1.0',
        description: 'Swedish payroll and employer administration',
      },
      // Personal API tokens (issue 22, docs/api.md): the employer routes take either.
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A personal API token (Mitt konto → API-nycklar): `Authorization: Bearer lonsam_…`. Only on /api/employer/{employerId}/… routes of the token's company, with the token's privileges; no CSRF header. Refused (403 API_TOKEN_NOT_ALLOWED) on sign-in, account, token and user-management routes; 401 API_TOKEN_INVALID when unknown, expired or revoked; 429 API_TOKEN_RATE_LIMITED over its rate.",
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'lonsam_session',
            description: 'The browser session; state-changing requests also need the X-Lonsam-Csrf header.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same rule as for the app: no forced https outside production.
    transformStaticCSP: (header) =>
      config.appEnv === 'production' ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(healthRoutes, { prefix: '/api', db });
  // Privilege catalogue, standard packagings and customer (idempotent; see docs/companies-and-privileges.md).
  app.addHook('onReady', () => seedReferenceData(db));
  // The first tenant manager and operator account of a fresh installation (docs/tenant-manager.md).
  app.addHook('onReady', async () => {
    await seedTenantManager(db, { operator: config.operator, appEnv: config.appEnv, log: app.log });
  });

  // Before the auth plugin's CSRF check: a token on a non-company route gets its own 403.
  refuseApiTokensOutsideEmployerTree(app);
  await app.register(authPlugin, { db, config, cache: readCache });
  const mailer = createMailer({ config, db, log: app.log });
  // Reset mails (and later payroll runs) are jobs; closing waits for running ones before the database goes.
  const jobs = jobConnection
    ? createJobRunner({
        connection: jobConnection,
        db,
        mailer,
        jobs: APP_JOBS,
        log: app.log,
        schedules: jobSchedules,
        ...(jobConnection.engine === 'pglite' ? PGLITE_JOB_INTERVALS : {}),
      })
    : noJobRunner;
  jobs.ready.catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start'));
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  // Four route trees (http/route-trees.ts): a module picks its tree and the tree's guard covers every
  // route in it. The public tree is the root itself.
  await app.register(authRoutes, { prefix: '/api', db, config });
  await app.register(signupRoutes, { prefix: '/api', db, config, mailer });
  await app.register(passwordResetRoutes, { prefix: '/api', db, config, jobs });
  await app.register(invitationPublicRoutes, { prefix: '/api', db });
  await registerBankId(app, { config, db });
  await app.register(
    async (signedIn) => {
      guardSignedInTree(signedIn);
      await signedIn.register(sessionRoutes);
      await signedIn.register(entryRoutes, { db });
      await signedIn.register(jobRoutes, { jobs });
      await signedIn.register(employerRoutes, { db, appEnv: config.appEnv, jobs });
      await signedIn.register(roleRoutes, { db });
      await signedIn.register(accountRoutes, { db, mailer });
      await signedIn.register(apiTokenRoutes, { db });
      await signedIn.register(invitationSignedInRoutes, { db });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (employer) => {
      installEmployerScope(employer, {
        db,
        authenticateApiToken: createApiTokenAuthenticator({
          db,
          requestsPerMinute: config.apiTokenRequestsPerMinute,
        }),
      });
      await employer.register(employerScopedRoutes, { db });
      await employer.register(employeeRoutes, { db });
      await employer.register(dashboardRoutes, { db });
      await employer.register(salaryTypeRoutes, { db });
      await employer.register(eventRoutes, { db });
      await employer.register(payrollRunRoutes, { db, jobs });
      await employer.register(payoutSettingsRoutes, { db });
      await employer.register(payslipRoutes, { db });
      await employer.register(balanceRoutes, { db, jobs });
      await employer.register(agiRoutes, { db });
      await employer.register(accountingRoutes, { db });
      await employer.register(reportRoutes, { db });
      await employer.register(bankFileRoutes, { db });
      await employer.register(organisationRoutes, { db });
      await employer.register(calendarSettingsRoutes, { db });
      await employer.register(customFieldRoutes, { db });
      await employer.register(eventSettingsRoutes, { db });
      await employer.register(accountingSettingsRoutes, { db });
      await employer.register(compensationSettingsRoutes, { db });
      await employer.register(settingsRoutes, { db });
      await employer.register(privilegeGroupRoutes, { db });
      await employer.register(userRoutes, { db, mailer, config });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (operator) => {
      guardOperatorTree(operator, { db });
      await operator.register(tenantManagerRoutes, { db });
    },
    { prefix: '/api' },
  );
  if (config.devTools) await app.register(devMailRoutes, { db });

  await registerWebApp(app, config.webDist, { devTools: config.devTools });

  return app;
}
