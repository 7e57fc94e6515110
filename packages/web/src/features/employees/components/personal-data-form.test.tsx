import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };

const employee: Employee = {
  id: '22222222-2222-4222-8222-222222222222',
  version: 3,
  firstName: 'Karin',
  lastName: 'Provsson',
  personnummer: '199405170028',
  birthDate: '1994-05-17',
  email: 'karin@example.se',
  phone: null,
  streetAddress: 'Storgatan 1',
  postalCode: '111 52',
  city: 'Stockholm',
  clearingNumber: '3300',
  accountNumber: '9405170028',
  archivedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  // As a user role gets it: contact details and bank account only.
  editableFields: [
    'email',
    'phone',
    'streetAddress',
    'postalCode',
    'city',
    'clearingNumber',
    'accountNumber',
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonalDataForm', () => {
  it('shows editable fields as inputs and the rest as text; fields the role may not read are absent', () => {
    stubApi(() => ({}));
    renderEmployeesUi(<PersonalDataForm scope={scope} employee={employee} />);
    expect(screen.getByLabelText('Kontonummer')).toHaveProperty('value', '9405170028');
    expect(screen.queryByLabelText('Efternamn')).toBeNull();
    expect(screen.getByTestId('value-lastName').textContent).toBe('Provsson');
    expect(screen.getByTestId('value-personnummer').textContent).toBe('19940517-0028');
    // The birth date follows from the personnummer: shown, never an input.
    expect(screen.getByTestId('value-birthDate').textContent).toBe('1994-05-17');
  });

  it('sends only what changed, a bank account as a pair, with the version read', async () => {
    const requests = stubApi(() => ({ ...employee, version: 4, accountNumber: '9405170036' }));
    renderEmployeesUi(<PersonalDataForm scope={scope} employee={employee} />);
    const account = screen.getByLabelText('Kontonummer');
    await userEvent.clear(account);
    await userEvent.type(account, '9405170036');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Ändringarna är sparade');
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/employer/${employerId}/employees/${employee.id}`);
    expect(patch.body).toEqual({ version: 3, accountNumber: '9405170036', clearingNumber: '3300' });
  });

  it('shows the server’s Swedish field error under its field', async () => {
    stubApi((request) =>
      request.method === 'PATCH'
        ? problem(400, { code: 'VALIDATION_FAILED', errors: { accountNumber: ['Ogiltigt kontonummer'] } })
        : {},
    );
    renderEmployeesUi(<PersonalDataForm scope={scope} employee={employee} />);
    await userEvent.type(screen.getByLabelText('Kontonummer'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Ogiltigt kontonummer');
  });

  it('focuses the first field the server refused after a save', async () => {
    stubApi((request) =>
      request.method === 'PATCH'
        ? problem(400, {
            code: 'VALIDATION_FAILED',
            errors: { accountNumber: ['Ogiltigt kontonummer'], postalCode: ['Ogiltigt postnummer'] },
          })
        : {},
    );
    renderEmployeesUi(<PersonalDataForm scope={scope} employee={employee} />);
    await userEvent.type(screen.getByLabelText('Kontonummer'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Ogiltigt kontonummer');
    // Postnummer comes before Kontonummer in the form.
    expect(document.activeElement).toBe(screen.getByLabelText('Postnummer'));
  });

  it('shows the accepted personnummer forms under an editable personnummer (issue #15)', () => {
    stubApi(() => ({}));
    renderEmployeesUi(
      <PersonalDataForm
        scope={scope}
        employee={{ ...employee, editableFields: [...employee.editableFields, 'personnummer'] }}
      />,
    );
    const input = screen.getByLabelText('Personnummer');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const help = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(help).toContain('ÅÅMMDD-NNNN');
    expect(help).toContain('+ i stället för - för den som fyllt 100');
  });

  it('after a 409 keeps what was typed, lists the stored value and can take it instead', async () => {
    stubApi((request) =>
      request.method === 'PATCH'
        ? problem(409, {
            code: 'VERSION_CONFLICT',
            current: { ...employee, version: 4, phone: '08-555 12 34' },
          })
        : {},
    );
    renderEmployeesUi(<PersonalDataForm scope={scope} employee={employee} />);
    await userEvent.type(screen.getByLabelText('Telefon'), '070-111 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Någon annan har ändrat uppgifterna');
    expect(within(alert).getByRole('list', { name: 'Sparade värden' }).textContent).toBe(
      'Telefon: 08-555 12 34',
    );
    expect(screen.getByLabelText('Telefon')).toHaveProperty('value', '070-111 22 33');
    await userEvent.click(within(alert).getByRole('button', { name: 'Använd de sparade värdena' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows an editable personnummer with its hyphen and does not count that as a change', async () => {
    const requests = stubApi(() => ({ ...employee, version: 4, city: 'Uppsala' }));
    renderEmployeesUi(
      <PersonalDataForm
        scope={scope}
        employee={{ ...employee, editableFields: [...employee.editableFields, 'personnummer'] }}
      />,
    );
    expect(screen.getByLabelText('Personnummer')).toHaveProperty('value', '19940517-0028');
    const city = screen.getByLabelText('Ort');
    await userEvent.clear(city);
    await userEvent.type(city, 'Uppsala');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        version: 3,
        city: 'Uppsala',
      }),
    );
  });
});
