import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { PROBLEM_CONTENT_TYPE, toProblem } from './errors/problem.ts';
import { createLogger } from './logger.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { registerWebApp } from './plugins/web-app.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type BuildAppOptions = {
  config: Config;
  db: Kysely<Database>;
  logger?: Logger;
};

export type App = FastifyInstance;

/** Builds the whole HTTP application: plugins first, then the API routes, then the web app. */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Ids come from us, never from the client, so that a log line can be trusted to be one request.
    requestIdHeader: false,
    // Closing waits for in-flight requests; idle keep-alive sockets must not hold the shutdown up.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Callback style: an async hook costs a promise per request on every route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Browsers upgrade every request of an http://<lan-ip> page to https otherwise, which breaks
        // plain-http installations; production sits behind TLS.
        upgradeInsecureRequests: config.appEnv === 'production' ? [] : null,
      },
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lönsam API',
        version: '0.1.0',
        description: 'Swedish payroll and employer administration',
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

  await registerWebApp(app, config.webDist);

  return app;
}
