import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { EmployeeList } from './employee-list.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderList(privilegeIds: string[]) {
  stubApi(() => ({ items: [], total: 0, page: 1, pageSize: 25 }));
  const privileges = { isLoading: false, isDebug: false, entries: privilegeIds.map((id) => ({ id })) };
  return renderEmployeesUi(
    <MemoryRouter>
      <PrivilegeProvider value={privileges}>
        <EmployeeList scope={scope} base="/x/employees" canCreate={false} />
      </PrivilegeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// #25: the server refuses a filter on a field the role may not read; the list must not offer one.
describe('EmployeeList filters', () => {
  it('offers the tax-table filter only to a role that may read tax settings', async () => {
    renderList(['Employee.BulkList', 'Employee.EmploymentOverview', 'Employee.PersonalData.TaxMethod']);
    expect((await screen.findAllByLabelText('Skattetabell')).length).toBeGreaterThan(0);
  });

  it('shows a manager (no tax method, no employment overview) neither tax nor employment filters', async () => {
    renderList(['Employee.BulkList', 'Employee.PersonalData.Names']);
    expect(await screen.findByRole('textbox', { name: 'Sök' })).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Skattetabell')).toEqual([]);
    expect(screen.queryAllByLabelText('Kostnadsställe')).toEqual([]);
  });
});
