import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

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
