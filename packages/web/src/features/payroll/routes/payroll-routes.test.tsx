import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';
import { makeEmployee, makeRun, RUN_ID } from '../testing/payroll-test-kit.tsx';

// The payslip is the payslips feature's screen (its own tests); the router only has to mount it.
vi.mock('../../payslips/components/payslip-screen.tsx', () => ({
  PayslipScreen: ({ payslipId, backTo }: { payslipId: string; backTo?: { to: string; label: string } }) => (
    <p>
      Lönespecifikation {payslipId} ({backTo?.label} → {backTo?.to})
    </p>
  ),
}));

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };
const anna = makeEmployee();

function stubServer(privileges: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry')
        return json({
          identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
          companies: [{ employerId, name: 'Lön AB', roles: ['admin', 'manager'] }],
          isTenantManager: false,
          tenantManagerIds: [],
        });
      if (path === `/lookup-role/${employerId}/admin`)
        return json({ employerIdentityRoleId: '22222222-2222-4222-8222-222222222222', employmentId: null });
      if (path === `/lookup-role/${employerId}/manager`)
        return json({ employerIdentityRoleId: '33333333-3333-4333-8333-333333333333', employmentId: null });
      if (path === `/employer/${employerId}/active/packaging`) return json(privileges.map((id) => ({ id })));
      if (path === `/employer/${employerId}/payroll-runs`)
        return json({ runs: [makeRun()], next: { period: '2026-12', payDate: '2026-12-25' } });
      if (path === `/employer/${employerId}/payroll-runs/${RUN_ID}`)
        return json({
          run: makeRun(),
          employees: [anna],
          excluded: [],
          eventsIncluded: [],
          eventsLeftOut: [],
        });
      return json({ status: 404 }, 404);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('payroll screens in the role areas', { timeout: 20_000 }, () => {
  it("the admin's Lönekörning lists the runs, opens a run titled by its label and an employee's payslip", async () => {
    const user = userEvent.setup();
    stubServer(['PayrollBasis.Run', 'PayrollBasis.View.Preliminary']);
    const { router } = renderApp(`/${employerId}/payroll`);
    const table = await screen.findByRole('table', { name: 'Lönekörningar' }, WAIT);
    await waitFor(() => expect(document.title).toMatch(/^Lönekörning – Lön AB/));
    await user.click(within(table).getByRole('link', { name: 'Lön november 2026' }));
    expect(await screen.findByRole('heading', { name: 'Lön november 2026' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${employerId}/payroll/${RUN_ID}`);
    await waitFor(() => expect(document.title).toMatch(/^Lön november 2026 – Lönekörning – Lön AB/));

    await user.click(screen.getByRole('link', { name: 'Lönespecifikation för Anna Andersson' }));
    expect(
      await screen.findByText(
        `Lönespecifikation ${anna.payslipId} (Tillbaka till lönekörningen → /${employerId}/payroll/${RUN_ID})`,
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it("the manager's Lönegranskning lists the runs waiting for approval and opens one", async () => {
    const user = userEvent.setup();
    stubServer(['PayrollBasis.Approve.First', 'PayrollBasis.View.Preliminary']);
    const { router } = renderApp(`/${employerId}/manager/approval`);
    const table = await screen.findByRole('table', { name: 'Lönekörningar att godkänna' }, WAIT);
    await waitFor(() => expect(document.title).toMatch(/^Lönegranskning – Lön AB/));
    await user.click(within(table).getByRole('link', { name: 'Lön november 2026' }));
    expect(await screen.findByRole('button', { name: 'Godkänn (första)' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${employerId}/manager/approval/${RUN_ID}`);
  });
});
