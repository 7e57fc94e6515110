import { addDays, toDateOnly } from '@lonsam/domain/time/calendar-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svEmployees from '../../../../public/locales/sv-SE/employees.json';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import type { Employee } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { LifecycleActions } from './lifecycle-actions.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const employee: Employee = {
  id: '22222222-2222-4222-8222-222222222222',
  version: 4,
  firstName: 'Karin',
  lastName: 'Provsson',
  archivedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  editableFields: [],
};
const privileges = {
  isLoading: false,
  isDebug: false,
  entries: [
    { id: 'Employee.Lifecycle.Terminate' },
    { id: 'Employee.Lifecycle.Archive' },
    { id: 'Employee.Lifecycle.Restore' },
  ],
};

function renderActions() {
  return renderEmployeesUi(
    <PrivilegeProvider value={privileges}>
      <LifecycleActions scope={scope} employee={employee} />
    </PrivilegeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LifecycleActions', () => {
  it('archives only after the confirmation dialog, which holds the focus', async () => {
    const requests = stubApi(() => ({ ...employee, version: 5 }));
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Arkivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arkivera Karin Provsson?' });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arkivera' }));
    await screen.findByText('Den anställda är arkiverad');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/employer/${employerId}/employees/${employee.id}/archive`,
        body: { version: 4 },
      },
    ]);
  });

  it('cancelling the terminate dialog sends nothing; the server’s field errors show in it', async () => {
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? problem(400, {
            code: 'VALIDATION_FAILED',
            errors: { endDate: ['Ogiltigt datum'], reason: ['Välj en orsak'] },
          })
        : {},
    );
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Avsluta anställning' }));
    let dialog = await screen.findByRole('dialog', { name: 'Avsluta anställningen för Karin Provsson?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta anställning' }));
    dialog = await screen.findByRole('dialog', { name: 'Avsluta anställningen för Karin Provsson?' });
    await userEvent.type(within(dialog).getByLabelText('Anteckning'), 'Flyttar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avsluta' }));
    await within(dialog).findByText('Välj en orsak');
    expect(within(dialog).getByText('Ogiltigt datum')).toBeTruthy();
    expect(within(dialog).getByLabelText('Anteckning')).toHaveProperty('value', 'Flyttar');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      version: 4,
      endDate: '',
      reason: null,
      note: 'Flyttar',
    });
  });
});

describe('LifecycleActions: archiving waits for the employment to end', () => {
  const today = toDateOnly(new Date());
  const reading = {
    ...privileges,
    entries: [...privileges.entries, { id: 'Employee.EmploymentOverview' }],
  };

  function renderReading() {
    return renderFeatureUi(
      <PrivilegeProvider value={reading}>
        <LifecycleActions scope={scope} employee={employee} />
      </PrivilegeProvider>,
      { employees: svEmployees, errors: svErrors },
    );
  }

  function answerEmployments(endDates: (string | null)[]) {
    return stubApi((request) =>
      request.path.endsWith('/employments')
        ? endDates.map((endDate, index) => ({ id: `e${index}`, startDate: '2024-01-01', endDate }))
        : { ...employee, version: 5 },
    );
  }

  it.each([
    [
      'no end date',
      [null],
      'Anställningen pågår tills vidare. Avsluta den först; den anställda kan arkiveras från dagen efter slutdatumet.',
    ],
    [
      'an end date later than today',
      ['2020-06-30', addDays(today, 20)],
      `Anställningen pågår till och med ${addDays(today, 20)}. Den anställda kan arkiveras från dagen efter.`,
    ],
    [
      'the end date today',
      [today],
      `Anställningen pågår till och med ${today}. Den anställda kan arkiveras från dagen efter.`,
    ],
  ])(
    'disables Arkivera with the reason in Swedish while an employment has %s',
    async (_, endDates, reason) => {
      const requests = answerEmployments(endDates);
      renderReading();
      const text = await screen.findByText(reason);
      const button = screen.getByRole('button', { name: 'Arkivera' });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(text.id);
      await userEvent.click(button);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    },
  );

  it('lets the employee be archived from the day after the end date', async () => {
    const requests = answerEmployments([addDays(today, -1)]);
    const { queryClient } = renderReading();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/employments'))).toBe(true));
    // The employments have arrived (the button is enabled before they do, too).
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'success' }),
      ).toHaveLength(1),
    );
    const button = screen.getByRole('button', { name: 'Arkivera' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByText(/Anställningen pågår/)).toBeNull();
  });

  it('shows the server’s refusal as a Swedish toast when the page cannot read the employments', async () => {
    stubApi((request) =>
      request.method === 'POST'
        ? problem(409, { code: 'EMPLOYEE_STILL_EMPLOYED', detail: 'An employee can be archived only after…' })
        : {},
    );
    renderFeatureUi(
      <PrivilegeProvider value={privileges}>
        <LifecycleActions scope={scope} employee={employee} />
      </PrivilegeProvider>,
      { employees: svEmployees, errors: svErrors },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Arkivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arkivera Karin Provsson?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arkivera' }));
    await screen.findByText(
      'Den anställda kan arkiveras först när anställningen har avslutats, dagen efter slutdatumet.',
    );
    expect(screen.queryByText(/An employee can be archived/)).toBeNull();
  });
});
