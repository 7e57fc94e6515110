import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { CreateEmployeeRoute, EmployeesSectionLayout, ImportEmployeesRoute } from './employee-routes.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderAt(path: string, entries: { id: string }[]) {
  return renderEmployeesUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/employees" element={<EmployeesSectionLayout />}>
              <Route path="new" element={<CreateEmployeeRoute />} />
              <Route path="import" element={<ImportEmployeesRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </PrivilegeProvider>
    </EmployerScopeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pages that add employees', () => {
  it.each(['/employees/new', '/employees/import'])(
    '%s tells a role without the privilege why, in Swedish, instead of a form that fails on save',
    async (path) => {
      const requests = stubApi(() => ({}));
      renderAt(path, [{ id: 'Employee.Register' }]);
      const note = await screen.findByRole('note');
      expect(note.textContent).toBe(
        'Rättigheter saknas: Anställningens livscykel: lägga upp ny anställd (ändra)',
      );
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(requests).toEqual([]);
    },
  );

  it('opens the form for a role that may add employees', async () => {
    stubApi(() => ({}));
    renderAt('/employees/new', [{ id: 'Employee.Lifecycle.Create' }]);
    expect((await screen.findAllByRole('textbox')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
