import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is jitless once the setting is made before zod loads', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    // z.config() answers the configuration zod parses with; jitless means no `new Function`.
    expect(z.config().jitless).toBe(true);
  });
});
