import type { AgiPeriodView } from '@lonsam/domain/contracts/agi/agi-declarations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { AgiScreen } from './agi-screen.tsx';
import { ReportIndex } from './report-index.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const base = `/api/employer/${scope.employerId}/agi`;
const DECLARATION_ID = '33333333-3333-4333-8333-333333333333';

afterEach(() => vi.unstubAllGlobals());

type Seen = { method: string; path: string; body: unknown };

function stubFetch(answer: (request: Seen) => Response | unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

function renderScreen(ui: ReactElement, privilegeIds: string[], address = '/reports/agi') {
  const router = createMemoryRouter([{ path: '/reports/*', element: ui }], { initialEntries: [address] });
  renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider
        value={{ isLoading: false, isDebug: false, entries: privilegeIds.map((id) => ({ id })) }}
      >
        <RouterProvider router={router} />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { reports: svReports, errors: svErrors },
  );
}

// January 2026: HU 487 = 43 988 kr, 497 = 28 536 kr (the server test's month of three runs).
const january: AgiPeriodView = {
  period: '2026-01',
  runs: [
    { id: 'r1', label: 'Lön januari 2026', kind: 'ordinary', payDate: '2026-01-25' },
    { id: 'r2', label: 'Extra januari 2026', kind: 'extra', payDate: '2026-01-28' },
  ],
  dueDate: '2026-02-12',
  paymentDueDate: '2026-02-12',
  declaration: {
    id: DECLARATION_ID,
    revision: 2,
    status: 'downloaded',
    submittedOn: null,
    createdAt: '2026-01-31T10:00:00.000Z',
    payeeCount: 2,
    removalCount: 0,
    contributionsKronor: 43_988,
    taxKronor: 28_536,
    amountToPayKronor: 72_524,
    version: 2,
  },
  outdated: false,
  workplaceAddressMissing: [],
};
const february: AgiPeriodView = {
  period: '2026-02',
  runs: [{ id: 'r3', label: 'Lön februari 2026', kind: 'ordinary', payDate: '2026-02-25' }],
  dueDate: '2026-03-12',
  paymentDueDate: '2026-03-12',
  declaration: null,
  outdated: false,
  workplaceAddressMissing: [],
};

const ADMIN = ['ReportingAndCompliance.TaxReport', 'ReportingAndCompliance.Payment'];

describe('the AGI screen', () => {
  it('lists each period with its totals, status, due date and the amount to pay', async () => {
    stubFetch((request) => (request.path === base ? { periods: [february, january] } : undefined));
    renderScreen(<AgiScreen />, ADMIN);
    const table = await screen.findByRole('table', { name: 'Redovisningsperioder' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'februari 2026',
      'januari 2026',
    ]);
    const jan = rows[1]!;
    expect(within(jan).getByText(/43\s988,00\s*kr/)).toBeInTheDocument();
    expect(within(jan).getByText(/28\s536,00\s*kr/)).toBeInTheDocument();
    // 43 988 + 28 536 = 72 524 kr, paid by the 12th.
    expect(within(jan).getByText(/72\s524,00\s*kr senast 2026-02-12/)).toBeInTheDocument();
    expect(within(jan).getByText('Nedladdad')).toBeInTheDocument();
    expect(within(jan).getByText('Version 2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Inte skapad')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Skapa deklaration' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2026-03-12')).toBeInTheDocument();
  });

  it('hides the amount to pay without ReportingAndCompliance.Payment', async () => {
    stubFetch(() => ({
      periods: [
        {
          ...january,
          paymentDueDate: null,
          declaration: { ...january.declaration!, amountToPayKronor: null },
        },
      ],
    }));
    renderScreen(<AgiScreen />, ['ReportingAndCompliance.TaxReport']);
    const table = await screen.findByRole('table', { name: 'Redovisningsperioder' });
    expect(within(table).queryByText('Att betala')).toBeNull();
  });

  it('creates a declaration and names the missing AGI contact with a link to its settings page', async () => {
    const seen = stubFetch((request) => {
      if (request.method === 'POST')
        return new Response(
          JSON.stringify({ status: 422, code: 'AGI_CONTACT_MISSING', setting: 'company' }),
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        );
      return { periods: [february] };
    });
    const user = userEvent.setup();
    renderScreen(<AgiScreen />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Skapa deklaration' }));
    expect(
      await screen.findByText(/Företaget saknar kontaktperson för arbetsgivardeklarationen/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna Inställningar, Företagsuppgifter' })).toHaveAttribute(
      'href',
      `/${scope.employerId}/settings/company`,
    );
    expect(
      seen.some((request) => request.method === 'POST' && request.path === `${base}/2026-02/declarations`),
    ).toBe(true);
  });

  it('marks a declaration as submitted on a date with its version', async () => {
    const seen = stubFetch((request) =>
      request.method === 'POST'
        ? { ...january.declaration, status: 'submitted', submittedOn: '2026-02-10', version: 3 }
        : { periods: [january] },
    );
    const user = userEvent.setup();
    renderScreen(<AgiScreen />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Markera som inlämnad' }));
    const date = screen.getByLabelText(/Inlämnad den/);
    await user.clear(date);
    await user.type(date, '2026-02-10');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: `${base}/declarations/${DECLARATION_ID}/submitted`,
        body: { submittedOn: '2026-02-10', version: 2 },
      }),
    );
  });

  it('offers a new version when a run was completed after the declaration', async () => {
    stubFetch(() => ({ periods: [{ ...january, outdated: true }] }));
    renderScreen(<AgiScreen />, ADMIN);
    expect(await screen.findByRole('button', { name: 'Skapa ny version' })).toBeInTheDocument();
    expect(screen.getByText(/En lönekörning har slutförts efter deklarationen/)).toBeInTheDocument();
  });
});

describe('the workplace address warning', () => {
  it('names each payee whose workplace lacks the street or town (FK 245/246)', async () => {
    stubFetch(() => ({
      periods: [
        {
          ...january,
          workplaceAddressMissing: [
            { employeeId: 'e1', name: 'Anna Ek' },
            { employeeId: 'e2', name: 'Bo Gran' },
          ],
        },
        february,
      ],
    }));
    renderScreen(<AgiScreen />, ADMIN);
    const warnings = await screen.findAllByTestId('agi-workplace-missing');
    // Only January has payees without the address; February's row has no warning.
    expect(warnings).toHaveLength(1);
    expect(within(warnings[0]!).getByText('Arbetsställets adress saknas')).toBeInTheDocument();
    expect(
      within(warnings[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Ek: anställningens arbetsställe saknar gatuadress eller ort (fält 245/246).',
      'Bo Gran: anställningens arbetsställe saknar gatuadress eller ort (fält 245/246).',
    ]);
  });
});

describe('the reports index', () => {
  it('links to the AGI for a role that holds it', () => {
    renderScreen(<ReportIndex />, ['ReportingAndCompliance.TaxReport'], '/reports');
    expect(screen.getByRole('link', { name: 'Arbetsgivardeklaration (AGI)' })).toHaveAttribute(
      'href',
      '/reports/agi',
    );
  });

  it('says so when the role has no report', () => {
    renderScreen(<ReportIndex />, [], '/reports');
    expect(screen.getByText('Din roll har inga rapporter här.')).toBeInTheDocument();
  });
});
