import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeRun,
  problemResponse,
  RUN_ID,
  renderPayroll,
  runsPath,
  type SeenRequest,
  scope,
  stubFetch,
} from '../testing/payroll-test-kit.tsx';
import { payrollTestRoutes } from '../testing/payroll-test-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const next = { period: '2026-12', payDate: '2026-12-25' };
const october = makeRun({
  id: '44444444-4444-4444-8444-444444444444',
  period: '2026-10',
  label: 'Lön oktober 2026',
  status: 'completed',
});
const employeesPath = `/api/employer/${scope.employerId}/employees`;
const anna = {
  employmentId: 'e0000000-0000-4000-8000-000000000001',
  firstName: 'Anna',
  lastName: 'Andersson',
};

function serve(onCreate: (body: unknown) => Response | unknown = () => makeRun({ status: 'draft' })) {
  return stubFetch((request) => {
    if (request.path === runsPath && request.method === 'POST') return onCreate(request.body);
    if (request.path === runsPath) return { runs: [october], next };
    if (request.path === employeesPath) return { items: [anna], total: 1 };
    if (request.path === `${runsPath}/${RUN_ID}`) {
      return {
        run: makeRun({ status: 'draft' }),
        employees: [],
        excluded: [],
        eventsIncluded: [],
        eventsLeftOut: [],
      };
    }
    return undefined;
  });
}

const posts = (requests: SeenRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === runsPath);

describe('create run form', () => {
  it('prefills period and pay date from the suggested next run and opens the new run after saving', async () => {
    const requests = serve();
    const user = userEvent.setup();
    const { router } = renderPayroll(payrollTestRoutes, '/payroll/new');
    expect(await screen.findByLabelText(/Period \(ÅÅÅÅ-MM\)/)).toHaveValue('2026-12');
    expect(screen.getByLabelText(/Utbetalningsdag/)).toHaveValue('2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Skapa lönekörning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payroll/${RUN_ID}`));
    expect(posts(requests).map((request) => request.body)).toEqual([
      { kind: 'ordinary', period: '2026-12', payDate: '2026-12-25' },
    ]);
  });

  it('refuses a wrong period and pay date before sending anything', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, '/payroll/new');
    const period = await screen.findByLabelText(/Period \(ÅÅÅÅ-MM\)/);
    await user.clear(period);
    await user.type(period, '2026-13');
    await user.clear(screen.getByLabelText(/Utbetalningsdag/));
    await user.click(screen.getByRole('button', { name: 'Skapa lönekörning' }));
    expect(await screen.findByText('Ange en period som ÅÅÅÅ-MM')).toBeInTheDocument();
    expect(screen.getByText('Ange ett giltigt utbetalningsdatum')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('a correction needs the corrected run and may be limited to chosen employees', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, '/payroll/new');
    await user.click(await screen.findByRole('radio', { name: 'Korrigering' }));
    await user.click(screen.getByRole('button', { name: 'Skapa lönekörning' }));
    expect(await screen.findByText('Välj vilken lönekörning som rättas')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /Lönekörning som rättas/ }));
    await user.click(await screen.findByRole('option', { name: 'Lön oktober 2026' }));
    await user.click(screen.getByRole('combobox', { name: /Anställda/ }));
    await user.click(await screen.findByRole('option', { name: 'Anna Andersson' }));
    await user.click(screen.getByRole('button', { name: 'Skapa lönekörning' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toEqual({
      kind: 'correction',
      period: '2026-12',
      payDate: '2026-12-25',
      correctsRunId: october.id,
      employmentIds: [anna.employmentId],
    });
  });

  it("shows the server's refusal in Swedish", async () => {
    serve(() =>
      problemResponse(409, {
        code: 'PAYROLL_RUN_OPEN_FOR_PERIOD',
        detail: 'An open run exists for the period.',
      }),
    );
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, '/payroll/new');
    await user.click(await screen.findByRole('button', { name: 'Skapa lönekörning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det finns redan en lönekörning av den typen för perioden som inte är slutförd.',
    );
    expect(screen.queryByText(/An open run/)).not.toBeInTheDocument();
  });
});
