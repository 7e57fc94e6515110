import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, createRequestLogger } from './logger.ts';

function captureLines() {
  const lines: Record<string, any>[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
}

describe('createLogger', () => {
  it('redacts cookies, authorization, the CSRF header and passwords', () => {
    const { lines, stream } = captureLines();
    const logger = createLogger({ logLevel: 'info' }, stream);
    logger.info(
      {
        req: {
          headers: {
            cookie: 'lonsam_session=secret-cookie',
            authorization: 'Basic c2VjcmV0',
            'x-lonsam-csrf': 'secret-csrf',
            accept: 'text/html',
          },
        },
        password: 'secret-1',
        body: { email: 'anna@example.se', password: 'secret-2', nested: { password: 'secret-3' } },
      },
      'login attempt',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['secret-cookie', 'c2VjcmV0', 'secret-csrf', 'secret-1', 'secret-2', 'secret-3']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]!.req.headers.accept).toBe('text/html');
    expect(lines[0]!.body.email).toBe('anna@example.se');
    expect(lines[0]!.req.headers.cookie).toBe('[redacted]');
  });

  it('honours the level', () => {
    const { lines, stream } = captureLines();
    const logger = createLogger({ logLevel: 'warn' }, stream);
    logger.info('hidden');
    logger.warn('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });
});

describe('createRequestLogger (Fastify childLoggerFactory)', () => {
  async function logThroughRequest(level: 'info' | 'warn') {
    const { lines, stream } = captureLines();
    const app = Fastify({
      loggerInstance: createLogger({ logLevel: level }, stream) as FastifyBaseLogger,
      childLoggerFactory: createRequestLogger,
      genReqId: () => 'req-1',
    });
    app.get('/', (request) => {
      request.log.debug('never');
      request.log.info({ password: 'secret' }, 'info line');
      request.log.warn('warn line');
      request.log.child({ step: 'inner' }).warn('child line');
      return { level: request.log.level, infoEnabled: (request.log as any).isLevelEnabled('info') };
    });
    const answer = (await app.inject({ url: '/' })).json();
    await app.close();
    // Fastify's own request lines go through the same logger.
    const fastifyLines = lines.filter((line) => ['incoming request', 'request completed'].includes(line.msg));
    expect(fastifyLines.map((line) => line.reqId)).toEqual(level === 'info' ? ['req-1', 'req-1'] : []);
    return { lines: lines.filter((line) => !fastifyLines.includes(line)), answer };
  }

  it('writes what a pino child would: the request id, redaction, the level', async () => {
    const { lines, answer } = await logThroughRequest('info');
    expect(lines.map(({ reqId, msg, password, step }) => ({ reqId, msg, password, step }))).toEqual([
      { reqId: 'req-1', msg: 'info line', password: '[redacted]', step: undefined },
      { reqId: 'req-1', msg: 'warn line', password: undefined, step: undefined },
      { reqId: 'req-1', msg: 'child line', password: undefined, step: 'inner' },
    ]);
    expect(answer).toEqual({ level: 'info', infoEnabled: true });
  });

  it('leaves out the levels below the logger level', async () => {
    const { lines, answer } = await logThroughRequest('warn');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-1', 'warn line'],
      ['req-1', 'child line'],
    ]);
    expect(answer).toEqual({ level: 'warn', infoEnabled: false });
  });
});
