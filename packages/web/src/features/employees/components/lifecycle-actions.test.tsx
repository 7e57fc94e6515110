import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
