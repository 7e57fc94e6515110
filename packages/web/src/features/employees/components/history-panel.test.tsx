import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { HistoryPanel } from './history-panel.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const employeeId = '22222222-2222-4222-8222-222222222222';
const employmentId = '33333333-3333-4333-8333-333333333333';
const nbsp = '\u00a0';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HistoryPanel', () => {
  it('shows each change field by field with Swedish labels, kronor and dates, never raw JSON or ids', async () => {
    stubApi((request) =>
      request.path.endsWith('/audit')
        ? [
            {
              id: 'a2',
              occurredAt: '2026-03-02T09:30:00.000Z',
              action: 'employee.updated',
              actor: 'Anna Admin',
              before: { version: 1, phone: null, tax: { method: 'table', table: 32, column: 1 } },
              after: { version: 2, phone: '070-123 45 67', tax: { method: 'table', table: 33, column: 1 } },
            },
            {
              id: 'a1',
              occurredAt: '2026-03-01T09:30:00.000Z',
              action: 'salary-row.added',
              actor: 'Anna Admin',
              before: null,
              after: { employmentId, validFrom: '2026-04-01', validTo: null, amountOre: 3_650_050 },
            },
          ]
        : {},
    );
    renderEmployeesUi(<HistoryPanel scope={scope} employeeId={employeeId} />);
    const table = await screen.findByRole('table', { name: 'Historik' });
    const text = table.textContent ?? '';
    expect(text).toContain('Telefon: – → 070-123 45 67');
    expect(text).toContain('Skatt › Skattetabell: 32 → 33');
    expect(text).toContain('Gäller från: 2026-04-01');
    expect(text).toContain(`Belopp: 36${nbsp}500,50${nbsp}kr`);
    expect(text).not.toMatch(/[{}"]|amountOre|validFrom|employmentId|3650050/);
    expect(text).not.toContain(employmentId);
    expect(text).not.toMatch(/Version/i);
  });

  it('says when changes to fields the role may not read were left out', async () => {
    stubApi((request) =>
      request.path.endsWith('/audit')
        ? [
            {
              id: 'a2',
              occurredAt: '2026-03-02T09:30:00.000Z',
              action: 'salary-row.added',
              actor: 'Anna Admin',
              before: null,
              after: null,
              hiddenChanges: true,
            },
            {
              id: 'a1',
              occurredAt: '2026-03-01T09:30:00.000Z',
              action: 'employee.updated',
              actor: 'Anna Admin',
              before: { city: 'Stockholm' },
              after: { city: 'Uppsala' },
              hiddenChanges: false,
            },
          ]
        : {},
    );
    renderEmployeesUi(<HistoryPanel scope={scope} employeeId={employeeId} />);
    const table = await screen.findByRole('table', { name: 'Historik' });
    const [, hidden, shown] = within(table).getAllByRole('row');
    expect(hidden).toHaveTextContent('Ändringar i fält du inte har behörighet att se är dolda.');
    expect(shown).toHaveTextContent('Ort: Stockholm → Uppsala');
    expect(shown).not.toHaveTextContent('dolda');
  });
});
