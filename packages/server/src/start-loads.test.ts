import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// What a start loads is what a restart pays for (bench/startup.ts, #14). These load with their
// first use instead: the XML writers (AGI, pain.001) with xmlbuilder2, SMTP with nodemailer, the
// BankID simulator's certificates with node-forge.
const LOADED_ON_FIRST_USE = ['xmlbuilder2', 'nodemailer', 'node-forge'];

it('loading the app loads none of the packages that wait for their first use', () => {
  const app = path.join(import.meta.dirname, 'app.ts');
  // A process of its own: this one has loaded what other tests needed. CommonJS packages imported
  // from ES modules are in require.cache.
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(app)});
    const cache = Object.keys(createRequire(import.meta.url).cache);
    const packages = new Set(cache.map((file) => file.split('/node_modules/').at(-1).split('/')[0]));
    console.log(JSON.stringify([...packages]));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const loaded: string[] = JSON.parse(output.trim().split('\n').at(-1)!);
  // The check sees packages at all: fastify is CommonJS and always loaded.
  expect(loaded).toContain('fastify');
  for (const name of LOADED_ON_FIRST_USE) expect(loaded, name).not.toContain(name);
}, 30_000);
