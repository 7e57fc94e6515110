import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import './providers.tsx';

describe('the app’s zod messages', () => {
  afterAll(() => z.config(z.locales.en()));

  it('are Swedish once the providers are loaded (as main.tsx and renderApp do)', () => {
    expect(z.uuid().safeParse('x').error?.issues[0]?.message).toBe('Ogiltigt id');
    expect(z.number().max(500).safeParse(900).error?.issues[0]?.message).toBe('Får vara högst 500');
  });
});
