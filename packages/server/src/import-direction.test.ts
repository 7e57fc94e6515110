import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The server's import direction (kernel ← modules ← app, modules only through each other's index.ts)
 * is biome.json's noRestrictedImports rules, run by `npm run check`. These write deliberate wrong
 * imports into throwaway files under src/ — the rules match by path — and lint them with the repo's
 * own Biome and configuration.
 */

const run = promisify(execFile);
const SRC = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(SRC, '../../..');
const BIOME = path.join(REPO, 'node_modules/.bin/biome');

async function lint(files: Record<string, string>): Promise<{ exitCode: number; output: string }> {
  const written: string[] = [];
  try {
    for (const [relative, text] of Object.entries(files)) {
      const file = path.join(SRC, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      written.push(file);
    }
    const result = await run(BIOME, ['lint', '--colors=off', ...written], { cwd: REPO }).then(
      ({ stdout, stderr }) => ({ exitCode: 0, output: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        exitCode: typeof error.code === 'number' ? error.code : -1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    return result;
  } finally {
    for (const file of written) await rm(file, { force: true });
  }
}

// Unique per run: two test projects (PGlite, PostgreSQL) may run this file at the same time.
const probe = `zz-import-probe-${randomUUID().slice(0, 8)}`;

describe('the server import direction', () => {
  it('takes the allowed imports (kernel from a module, another module through its index.ts)', async () => {
    try {
      const { exitCode, output } = await lint({
        [`modules/${probe}/use-case.ts`]: [
          "import { withTransaction } from '../../db/with-transaction.ts';",
          "import { findIdentityById } from '../auth/index.ts';",
          'export const used = [withTransaction, findIdentityById];',
          '',
        ].join('\n'),
      });
      expect(output).not.toContain('noRestrictedImports');
      expect(exitCode).toBe(0);
    } finally {
      await rm(path.join(SRC, 'modules', probe), { recursive: true, force: true });
    }
  });

  it("refuses a module that imports another module's internals", async () => {
    try {
      const { exitCode, output } = await lint({
        [`modules/${probe}-internals/use-case.ts`]: [
          "import { hashPassword } from '../auth/password-hash.ts';",
          'export const used = hashPassword;',
          '',
        ].join('\n'),
        [`modules/${probe}-internals/queries/find-thing.ts`]: [
          "import { findIdentityById } from '../../auth/identity-store.ts';",
          'export const used = findIdentityById;',
          '',
        ].join('\n'),
      });
      expect(exitCode).not.toBe(0);
      expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
      expect(output).toContain('only through its index.ts');
    } finally {
      await rm(path.join(SRC, 'modules', `${probe}-internals`), { recursive: true, force: true });
    }
  });

  it('refuses a kernel file that imports a module or the app', async () => {
    const { exitCode, output } = await lint({
      [`access/${probe}.ts`]: [
        "import type { App } from '../app.ts';",
        "import { hashPassword } from '../modules/auth/password-hash.ts';",
        'export type Used = App;',
        'export const used = hashPassword;',
        '',
      ].join('\n'),
    });
    expect(exitCode).not.toBe(0);
    expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
    expect(output).toContain('kernel ← modules ← app');
  });
});
