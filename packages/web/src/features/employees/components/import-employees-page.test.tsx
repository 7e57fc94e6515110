import { parseCsv, readEmployeeCsv } from '@lonsam/domain/employees/employee-csv';
import { EMPLOYMENT_TYPE_LABELS, SALARY_FORM_LABELS } from '@lonsam/domain/employees/employment-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svEmployees from '../../../../public/locales/sv-SE/employees.json';
import type { ImportPreview } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { ImportEmployeesPage } from './import-employees-page.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const base = `/${employerId}/employees`;
const csv = 'förnamn;efternamn;personnummer\nKarin;Provsson;199405170028\nOla;Fel;199405170029\n';

const withBadRow: ImportPreview = {
  rows: [
    { line: 2, firstName: 'Karin', lastName: 'Provsson', personnummer: '199405170028', errors: {} },
    {
      line: 3,
      firstName: 'Ola',
      lastName: 'Fel',
      personnummer: '199405170029',
      errors: { personnummer: ['Ogiltigt personnummer'] },
    },
  ],
  validCount: 1,
  invalidCount: 1,
};
const allValid: ImportPreview = {
  rows: [withBadRow.rows[0]!, { ...withBadRow.rows[1]!, personnummer: '199405170036', errors: {} }],
  validCount: 2,
  invalidCount: 0,
};

function renderPage() {
  return renderEmployeesUi(
    <MemoryRouter initialEntries={[`${base}/import`]}>
      <Routes>
        <Route path={`${base}/import`} element={<ImportEmployeesPage scope={scope} base={base} />} />
        <Route path={base} element={<p>Listan</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function chooseFile(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([text], 'anstallda.csv', { type: 'text/csv' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImportEmployeesPage', () => {
  it('previews the file with each bad row’s Swedish error by column and does not offer to import it', async () => {
    const requests = stubApi((request) => (request.path.endsWith('/preview') ? withBadRow : {}));
    renderPage();
    await chooseFile(csv);
    const preview = await screen.findByRole('table', { name: 'Förhandsgranskning' });
    const rows = within(preview).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('OK')).toBeTruthy();
    expect(within(rows[2]!).getByText('personnummer: Ogiltigt personnummer')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 rad har fel. Inget har sparats.');
    expect(screen.getByRole('button', { name: 'Importera' })).toHaveProperty('disabled', true);
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', `/api/employer/${employerId}/employees/import/preview`, { csv }],
    ]);
  });

  it('imports a file without errors in one request and goes back to the list', async () => {
    const requests = stubApi((request) =>
      request.path.endsWith('/preview') ? allValid : request.path.endsWith('/commit') ? { created: 2 } : {},
    );
    renderPage();
    await chooseFile(csv);
    await userEvent.click(await screen.findByRole('button', { name: 'Importera 2 anställda' }));
    await screen.findByText('Listan');
    await screen.findByText('2 anställda är importerade');
    expect(requests.filter((request) => request.path.endsWith('/commit'))).toEqual([
      { method: 'POST', path: `/api/employer/${employerId}/employees/import/commit`, body: { csv } },
    ]);
  });

  it('when the commit finds errors after all (the register changed), shows its rows and says nothing was saved', async () => {
    stubApi((request) =>
      request.path.endsWith('/preview')
        ? allValid
        : problem(400, {
            code: 'IMPORT_HAS_ERRORS',
            ...withBadRow,
            rows: [
              withBadRow.rows[0],
              {
                ...allValid.rows[1],
                errors: { personnummer: ['Personnumret finns redan hos arbetsgivaren'] },
              },
            ],
          }),
    );
    renderPage();
    await chooseFile(csv);
    await userEvent.click(await screen.findByRole('button', { name: 'Importera 2 anställda' }));
    await screen.findByText('personnummer: Personnumret finns redan hos arbetsgivaren');
    await screen.findByText('Importen avbröts. Inget har sparats.');
    expect(screen.queryByText('Listan')).toBeNull();
  });

  it('shows a file-level error (a missing column) under the file field', async () => {
    stubApi(() =>
      problem(400, { code: 'VALIDATION_FAILED', errors: { csv: ['Filen saknar kolumnen personnummer'] } }),
    );
    renderPage();
    await chooseFile('förnamn;efternamn\nKarin;Provsson\n');
    await waitFor(() => expect(screen.getByText('Filen saknar kolumnen personnummer')).toBeTruthy());
    expect(screen.queryByRole('table', { name: 'Förhandsgranskning' })).toBeNull();
  });

  it('lists the Swedish words and codes each enumerated column accepts', async () => {
    stubApi(() => ({}));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tillåtna värden' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Kolumn', 'Svenska ord', 'Koder'],
      ['anställningsform', 'Tillsvidare, Visstid, Timanställd', 'permanent, fixed-term, hourly'],
      ['lönform', 'Månadslön, Timlön', 'monthly, hourly'],
    ]);
    expect(screen.getByText(/Stora och små bokstäver spelar ingen roll/)).toBeTruthy();
  });

  it('the words the import accepts are the words the forms show', () => {
    expect(svEmployees.employmentType).toEqual(EMPLOYMENT_TYPE_LABELS);
    expect(svEmployees.salaryForm).toEqual(SALARY_FORM_LABELS);
  });

  it('downloads a template: the columns and one example row the import reads without errors', async () => {
    stubApi(() => ({}));
    let blob: Blob | undefined;
    // jsdom has no object URLs; the page's download goes through them.
    URL.createObjectURL = vi.fn((object: Blob) => {
      blob = object;
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ned mall' }));
    expect(clicked.map((link) => link.download)).toEqual(['anstallda-mall.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer());
    expect(text.startsWith('\uFEFF"förnamn";"efternamn";"personnummer";')).toBe(true);
    expect(parseCsv(text)).toHaveLength(2);
    expect(text).toContain('"Tillsvidare"');
    const { rows, headerErrors } = readEmployeeCsv(text);
    expect(headerErrors).toEqual([]);
    expect(rows.map((row) => row.errors)).toEqual([{}]);
  });
});
