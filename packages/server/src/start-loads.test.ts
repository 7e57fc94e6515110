import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// What a start loads is what a restart pays for (bench/startup.ts, #14). These load with their
// first use instead: the XML writers (AGI, pain.001) with xmlbuilder2, SMTP with nodemailer, the
// BankID simulator's certificates with node-forge; date-holidays only in tests (bank days are
// counted by domain/settings/swedish-public-holidays.ts); ajv never (every route validates with
// zod, and Fastify is given zod's compilers instead of building its ajv default).
const LOADED_ON_FIRST_USE = ['xmlbuilder2', 'nodemailer', 'node-forge', 'date-holidays', 'ajv'];

it('loading the app loads none of the packages that wait for their first use', () => {
  const app = path.join(import.meta.dirname, 'app.ts');
  // A process of its own (this one has loaded what other tests needed), noting every module it
  // loads, ES module or CommonJS.
  const script = `
    import { registerHooks } from 'node:module';
    const packages = new Set();
    registerHooks({
      load(url, context, next) {
        if (url.includes('/node_modules/')) packages.add(url.split('/node_modules/').at(-1).split('/')[0]);
        return next(url, context);
      },
    });
    await import(${JSON.stringify(app)});
    console.log(JSON.stringify([...packages]));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const loaded: string[] = JSON.parse(output.trim().split('\n').at(-1)!);
  // The check sees packages at all, CommonJS (fastify) and ES modules (kysely).
  expect(loaded).toContain('fastify');
  expect(loaded).toContain('kysely');
  for (const name of LOADED_ON_FIRST_USE) expect(loaded, name).not.toContain(name);
}, 30_000);
