import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createProblem, PROBLEM_CONTENT_TYPE } from '../errors/problem.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA from `webDist` and answers every unknown route: `/api/*` with a 404 problem,
 * page navigations with index.html (history fallback), anything else with a 404 problem.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { devTools: boolean },
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      // Vite fingerprints everything under /assets, so it never changes; the rest must revalidate.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // Without the development tools their pages (/dev/mail, /dev/bankid) do not exist either.
    if (
      isApiPath(request.url) ||
      !isPageNavigation(request) ||
      (!options.devTools && isDevPath(request.url))
    ) {
      return sendNotFound(request, reply);
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(
          `The web app is not built (no ${indexFile}). Run \`npm run build\`, or start with \`npm start\`, which builds it.\n`,
        );
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isDevPath(url: string): boolean {
  const pathOnly = url.split('?')[0]!;
  return pathOnly === '/dev' || pathOnly.startsWith('/dev/');
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  // A missing file with an extension (e.g. /logo.png) is a real 404, not a client route.
  const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
  return accept.includes('text/html') && !lastSegment.includes('.');
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathOnly = request.url.split('?')[0];
  return reply
    .code(404)
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(createProblem(404, 'NOT_FOUND', `No route ${request.method} ${pathOnly}.`)));
}
