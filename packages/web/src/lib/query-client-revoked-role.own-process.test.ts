import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

const refusal = (code: string) => new ApiError(403, { status: 403, code, title: 'Forbidden' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a role revoked while its area is open (issue 22)', () => {
  it('sends the browser to /landing on EMPLOYER_ROLE_FORBIDDEN, not on a missing privilege', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/e1/manager',
      assign,
    });
    const client = createQueryClient();
    const fail = (code: string) =>
      client
        .fetchQuery({
          queryKey: ['employer', 'e1', 'role-1', code],
          queryFn: () => Promise.reject(refusal(code)),
        })
        .catch(() => {});
    await fail('PRIVILEGE_MISSING');
    expect(assign).not.toHaveBeenCalled();
    await fail('EMPLOYER_ROLE_FORBIDDEN');
    expect(assign).toHaveBeenCalledWith('/landing');
  });

  it("also when the area's role lookup, found before, answers 404; not for another query's 404", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/e1/manager',
      assign,
    });
    const client = createQueryClient();
    const notFound = () => new ApiError(404, { status: 404, code: 'ROLE_NOT_FOUND', title: 'Not Found' });
    await client
      .fetchQuery({
        queryKey: ['employer', 'e1', 'role-1', 'payslips'],
        queryFn: () => Promise.reject(notFound()),
      })
      .catch(() => {});
    expect(assign).not.toHaveBeenCalled();
    const lookup = ['lookup-role', 'e1', 'manager'];
    // Never found: the area's loader redirects by itself.
    await client
      .fetchQuery({ queryKey: ['lookup-role', 'e1', 'user'], queryFn: () => Promise.reject(notFound()) })
      .catch(() => {});
    expect(assign).not.toHaveBeenCalled();
    await client.fetchQuery({
      queryKey: lookup,
      queryFn: async () => ({ employerIdentityRoleId: 'role-1' }),
    });
    await client
      .fetchQuery({ queryKey: lookup, queryFn: () => Promise.reject(notFound()), staleTime: 0 })
      .catch(() => {});
    expect(assign).toHaveBeenCalledWith('/landing');
  });
});
