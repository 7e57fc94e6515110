import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('uses the query defaults of spec §9', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 10_000,
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'online',
    });
  });
});
