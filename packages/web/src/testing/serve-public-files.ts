import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths, not URL objects: under jsdom the global URL is jsdom's, which node:fs does not accept.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');

/**
 * A fetch that answers relative URLs from packages/web/public, as the production server does,
 * so that tests load the real locale files through i18next's http backend.
 */
export async function fetchFromPublicDir(input: RequestInfo | URL): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = normalize(decodeURIComponent(new URL(url, 'http://localhost/').pathname));
  try {
    const body = await readFile(join(publicDir, path), 'utf8');
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
