// Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying: under the
// server's Content-Security-Policy (no 'unsafe-eval', issue 23) that try is a reported violation
// on every page that parses. Jitless parsing is a little slower and never evaluates code.
//
// Zod keeps its configuration in the object at `globalThis.__zod_globalConfig` (zod/v4/core/core.js,
// made by whichever copy of zod loads first), so the setting is made in that object: importing zod here
// for `z.config` put all of zod (6 KB gzip) on the sign-in page, which parses nothing (#14).
// Imported first by main.tsx, before anything parses; zod-without-eval.test.ts checks zod sees it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
