import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's own biome.json judges small files laid out as in packages/web/src, in a copy
// outside the working tree: what fails here fails `npm run check` in the real tree.
// fileURLToPath of the string: jsdom's URL class refuses to resolve file URLs.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'lonsam-import-direction-'));
  cpSync(join(repoRoot, 'biome.json'), join(workDir, 'biome.json'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The noRestrictedImports messages Biome gives for a file at `path` importing `specifier`. */
function lintImport(path: string, specifier: string): string[] {
  const file = join(workDir, 'packages/web/src', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { thing } from '${specifier}';\n\nexport const used = thing;\n`);
  const result = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--reporter=json', file], {
    cwd: workDir,
    encoding: 'utf8',
  });
  rmSync(file);
  const report = JSON.parse(result.stdout) as { diagnostics: { category: string; message: string }[] };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
    .map((diagnostic) => diagnostic.message);
}

describe('web import direction (lib/ui ← features ← app), enforced by Biome', () => {
  it('refuses a feature importing another feature’s internals, from any depth', () => {
    expect(
      lintImport('features/employees/components/a.tsx', '../../privileges/components/debug-panel.tsx'),
    ).toHaveLength(1);
    expect(lintImport('features/employees/api/a.ts', '../../roles/api/lookup-role.ts')).toHaveLength(1);
    expect(lintImport('features/auth/a.ts', '../landing/api/get-entry.ts')).toHaveLength(1);
  });

  it('refuses features importing app/, and lib/ or ui/ importing features or app/', () => {
    expect(lintImport('features/employees/routes/a.tsx', '../../../app/router.tsx')).toHaveLength(1);
    expect(lintImport('lib/a.ts', '../features/auth/api/poke.ts')).toHaveLength(1);
    expect(lintImport('ui/privileges/a.tsx', '../../app/employer-area/area-data.ts')).toHaveLength(1);
  });

  it('lets a feature use its own files, lib/, ui/ and the domain, and app/ use features', () => {
    expect(lintImport('features/employees/components/a.tsx', '../api/types.ts')).toEqual([]);
    expect(lintImport('features/employees/components/a.tsx', './conflict-alert.tsx')).toEqual([]);
    expect(lintImport('features/employees/components/a.tsx', '../../../lib/api-client.ts')).toEqual([]);
    expect(
      lintImport('features/employees/components/a.tsx', '../../../ui/privileges/privilege-gate.tsx'),
    ).toEqual([]);
    expect(lintImport('features/auth/a.ts', '../../lib/api-client.ts')).toEqual([]);
    expect(lintImport('features/auth/a.ts', './api/poke.ts')).toEqual([]);
    expect(lintImport('features/employees/a.ts', '@lonsam/domain/privileges/roles')).toEqual([]);
    expect(lintImport('app/employer-area/a.ts', '../../features/roles/api/lookup-role.ts')).toEqual([]);
  });
});
