import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, PACKAGING_PRIVILEGES_RESOURCE } from './query-client.ts';

const forbidden = () => new ApiError(403, { status: 403, code: 'PRIVILEGE_MISSING', title: 'Forbidden' });
const privilegesKey = (employerId: string) => [
  'employer',
  employerId,
  'role-1',
  PACKAGING_PRIVILEGES_RESOURCE,
];

describe('a 403 refreshes the privileges', () => {
  it('refetches the privileges of the failed query’s employer, not another employer’s', async () => {
    const client = createQueryClient();
    const { QueryObserver } = await import('@tanstack/react-query');
    const own = vi.fn(async () => [{ id: 'Employee.Register' }]);
    const other = vi.fn(async () => [{ id: 'Employee.Register' }]);
    const observe = (employerId: string, queryFn: () => Promise<unknown>) =>
      new QueryObserver(client, {
        queryKey: privilegesKey(employerId),
        queryFn,
        staleTime: 30 * 60_000,
      }).subscribe(() => {});
    const stopOwn = observe('e1', own);
    const stopOther = observe('e2', other);
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(1));

    await client
      .fetchQuery({
        queryKey: ['employer', 'e1', 'role-1', 'employees', 'list'],
        queryFn: () => Promise.reject(forbidden()),
      })
      .catch(() => {});
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(2));
    expect(other).toHaveBeenCalledTimes(1);

    // A mutation's 403 names no employer: every privileges query on screen asks again.
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(forbidden()) })
      .execute(undefined)
      .catch(() => {});
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(2));
    stopOwn();
    stopOther();
  });

  it('does nothing for other failures, nor for the privileges query’s own 403', async () => {
    const client = createQueryClient();
    const { QueryObserver } = await import('@tanstack/react-query');
    let calls = 0;
    const stop = new QueryObserver(client, {
      queryKey: privilegesKey('e1'),
      queryFn: async () => {
        calls += 1;
        if (calls > 1) throw forbidden();
        return [];
      },
      staleTime: 30 * 60_000,
    }).subscribe(() => {});
    await vi.waitFor(() => expect(calls).toBe(1));
    await client
      .fetchQuery({
        queryKey: ['employer', 'e1', 'role-1', 'employees', 'list'],
        queryFn: () => Promise.reject(new ApiError(500, { status: 500, title: 'Oops' })),
      })
      .catch(() => {});
    // The privileges' own 403 (after a refetch) does not loop.
    await client.refetchQueries({ queryKey: privilegesKey('e1') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
    stop();
  });
});
