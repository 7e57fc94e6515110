import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { TaxSettingsForm } from './tax-settings-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };

const employee: Employee = {
  id: '22222222-2222-4222-8222-222222222222',
  version: 5,
  firstName: 'Karin',
  lastName: 'Provsson',
  tax: { method: 'table', table: 33, column: 1 },
  growthSupport: false,
  customFields: { Kortnummer: '17' },
  archivedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  editableFields: ['tax', 'growthSupport', 'customFields'],
};

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function patches(requests: { method: string; body: unknown }[]) {
  return requests.filter((request) => request.method === 'PATCH');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaxSettingsForm', () => {
  it('refuses a percentage above 100 with the Swedish message and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={employee} />);
    await chooseOption('Skatteavdrag', 'Jämkning, procent');
    await userEvent.type(screen.getByLabelText('Jämkning i procent'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Procent ska vara 0–100');
    expect(patches(requests)).toEqual([]);
  });

  it('refuses a decision that ends before it starts', async () => {
    const requests = stubApi(() => ({}));
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={employee} />);
    await userEvent.type(screen.getByLabelText('Beslutet gäller från'), '2026-07-01');
    await userEvent.type(screen.getByLabelText('Beslutet gäller till'), '2026-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Slutdatum får inte vara före startdatum');
    expect(patches(requests)).toEqual([]);
  });

  it('sends an adjustment as an amount in öre with its validity, växa-stöd and custom fields, with the version read', async () => {
    const requests = stubApi(() => ({ ...employee, version: 6 }));
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={employee} />);
    await chooseOption('Skatteavdrag', 'Jämkning, belopp per månad');
    await userEvent.type(screen.getByLabelText('Skatteavdrag per månad (kr)'), '1500,5');
    await userEvent.type(screen.getByLabelText('Beslutet gäller från'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Beslutet gäller till'), '2026-12-31');
    await userEvent.click(screen.getByRole('switch', { name: /Växa-stöd/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fält' }));
    const names = screen.getAllByLabelText('Fältnamn');
    await userEvent.type(names[1]!, 'Skostorlek');
    await userEvent.type(screen.getAllByLabelText('Värde')[1]!, '42');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Ändringarna är sparade');
    expect(patches(requests)).toEqual([
      {
        method: 'PATCH',
        path: `/api/employer/${employerId}/employees/${employee.id}`,
        body: {
          version: 5,
          tax: {
            method: 'adjusted-amount',
            amountOre: 150050,
            validFrom: '2026-01-01',
            validTo: '2026-12-31',
          },
          growthSupport: true,
          customFields: { Kortnummer: '17', Skostorlek: '42' },
        },
      },
    ]);
  });

  it('keeps what was typed and shows the server’s field error under its field', async () => {
    stubApi((request) =>
      request.method === 'PATCH'
        ? problem(400, { code: 'VALIDATION_FAILED', errors: { 'tax.column': ['Kolumn ska vara 1–6'] } })
        : {},
    );
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={employee} />);
    await chooseOption('Kolumn', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Kolumn ska vara 1–6');
    expect(screen.getByRole('combobox', { name: 'Kolumn' })).toHaveProperty('value', '3');
  });

  it('after a 409 tells the user, lists the stored settings and keeps the typed ones', async () => {
    stubApi((request) =>
      request.method === 'PATCH'
        ? problem(409, {
            code: 'VERSION_CONFLICT',
            current: {
              ...employee,
              version: 6,
              tax: { method: 'sink' },
              growthSupport: true,
              customFields: {},
            },
          })
        : {},
    );
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={employee} />);
    await chooseOption('Skattetabell', '35');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Någon annan har ändrat uppgifterna')).toBeTruthy();
    const stored = within(alert).getByRole('list', { name: 'Sparade värden' });
    expect(stored.textContent).toContain('Skatt: SINK');
    expect(stored.textContent).toContain('Växa-stöd: Ja');
    expect(screen.getByRole('combobox', { name: 'Skattetabell' })).toHaveProperty('value', '35');
  });

  it('shows the settings as text to a role that may read but not change them', () => {
    stubApi(() => ({}));
    renderEmployeesUi(<TaxSettingsForm scope={scope} employee={{ ...employee, editableFields: [] }} />);
    expect(screen.getByText('Skattetabell tabell 33, kolumn 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
    expect(screen.queryByLabelText('Skatteavdrag')).toBeNull();
  });
});
