import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installSwedishZodMessages } from './swedish-zod-messages.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return schema.safeParse(input).error?.issues[0]?.message;
}

describe('Swedish zod default messages', () => {
  beforeAll(() => installSwedishZodMessages());
  afterAll(() => z.config(z.locales.en()));

  it('replaces the English defaults the tester saw', () => {
    expect(firstMessage(z.object({ a: z.string() }), undefined)).toBe('Värde saknas');
    expect(firstMessage(z.object({ a: z.string() }), null)).toBe('Värde saknas');
    expect(firstMessage(z.uuid(), 'not-an-id')).toBe('Ogiltigt id');
    expect(firstMessage(z.number().max(500), 501)).toBe('Får vara högst 500');
    expect(firstMessage(z.string().max(200), 'x'.repeat(201))).toBe('Högst 200 tecken');
  });

  it('words the other common cases in Swedish', () => {
    expect(firstMessage(z.string(), 5)).toBe('Ogiltigt värde: ska vara en text');
    expect(firstMessage(z.string().min(1), '')).toBe('Får inte vara tomt');
    expect(firstMessage(z.string().min(3), 'a')).toBe('Minst 3 tecken');
    expect(firstMessage(z.number().int().min(1), 0)).toBe('Får vara lägst 1');
    expect(firstMessage(z.number().positive(), 0)).toBe('Måste vara större än 0');
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe('Ogiltigt val');
    expect(firstMessage(z.email(), 'a@')).toBe('Ogiltig e-postadress');
    expect(firstMessage(z.strictObject({}), { extra: 1 })).toBe('Okända fält: extra');
  });

  it('keeps a schema’s own message (the spec’s texts)', () => {
    expect(firstMessage(z.string().min(1, 'Förnamn krävs'), '')).toBe('Förnamn krävs');
    expect(
      firstMessage(
        z.string().refine(() => false, 'Ogiltigt organisationsnummer'),
        'x',
      ),
    ).toBe('Ogiltigt organisationsnummer');
  });

  it('falls back to zod’s Swedish locale for the rest', () => {
    expect(firstMessage(z.number().multipleOf(5), 3)).toBe('Måste vara en multipel av 5');
    expect(firstMessage(z.string().startsWith('ab'), 'x')).toMatch(/^Ogiltig/);
  });
});
