import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { CreateEmployeeForm } from './create-employee-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };

/** A field by its label, with or without the required asterisk Mantine appends to the label. */
function field(label: string): HTMLElement {
  const escaped = label.replace(/[()]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** The error text Mantine ties to a field through aria-describedby (empty when none). */
function errorUnder(label: string): string {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

/** Text fields get the value pasted: typing each letter is slow on a busy machine. */
async function fill(label: string, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

// Filling a whole form takes several seconds when the machine is shared.
const formTimeout = 20_000;

function renderForm() {
  renderEmployeesUi(
    <MemoryRouter>
      <CreateEmployeeForm scope={scope} base={`/${employerId}/employees`} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateEmployeeForm', () => {
  it(
    'sends the salary typed in kronor as öre and keeps every value after the server’s field errors',
    async () => {
      const requests = stubApi((request) =>
        request.method === 'POST'
          ? problem(400, {
              code: 'VALIDATION_FAILED',
              errors: {
                personnummer: ['Ogiltigt personnummer'],
                'employment.position': ['Befattning krävs'],
              },
            })
          : {},
      );
      renderEmployeesUi(
        <MemoryRouter>
          <CreateEmployeeForm scope={scope} base={`/${employerId}/employees`} />
        </MemoryRouter>,
      );
      await fill('Förnamn', 'Karin');
      await fill('Efternamn', 'Provsson');
      await fill('Personnummer', '199405170029');
      await userEvent.type(field('Startdatum'), '2026-01-01');
      await fill('Befattning', 'Snickare');
      await userEvent.type(field('Månadslön (kr)'), '34000,5');
      await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
      await screen.findByText('Ogiltigt personnummer');
      expect(screen.getByText('Befattning krävs')).toBeTruthy();
      expect(field('Förnamn')).toHaveProperty('value', 'Karin');
      expect(field('Personnummer')).toHaveProperty('value', '199405170029');
      expect(field('Månadslön (kr)')).toHaveProperty('value', '34\u00a0000,5');
      const post = requests.find((request) => request.method === 'POST')!;
      expect(post.body).toMatchObject({
        firstName: 'Karin',
        employment: {
          startDate: '2026-01-01',
          salaryRows: [{ validFrom: '2026-01-01', amountOre: 3_400_050 }],
        },
      });
    },
    formTimeout,
  );

  it(
    'shows the first salary row’s date error under Startdatum, not under Månadslön',
    async () => {
      stubApi((request) =>
        request.method === 'POST'
          ? problem(400, {
              code: 'VALIDATION_FAILED',
              errors: {
                'employment.startDate': ['Ogiltigt datum'],
                'employment.salaryRows.0.validFrom': ['Ogiltigt datum'],
              },
            })
          : {},
      );
      renderForm();
      await fill('Förnamn', 'Karin');
      await fill('Efternamn', 'Provsson');
      await fill('Personnummer', '199405170029');
      await userEvent.type(field('Startdatum'), '2026-01-01');
      await fill('Befattning', 'Snickare');
      await userEvent.type(field('Månadslön (kr)'), '32000,50');
      await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
      await screen.findByText('Ogiltigt datum');
      expect(errorUnder('Startdatum')).toBe('Ogiltigt datum');
      expect(errorUnder('Månadslön (kr)')).toBe('');
    },
    formTimeout,
  );

  it('flags every empty required field at once without asking the server', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
    await screen.findByText('Förnamn krävs');
    expect(errorUnder('Förnamn')).toBe('Förnamn krävs');
    expect(errorUnder('Efternamn')).toBe('Efternamn krävs');
    expect(errorUnder('Personnummer')).toBe('Personnummer krävs');
    expect(errorUnder('Startdatum')).toBe('Startdatum krävs');
    expect(errorUnder('Befattning')).toBe('Befattning krävs');
    expect(errorUnder('Månadslön (kr)')).toBe('Månadslön krävs');
    expect(errorUnder('E-post')).toBe('');
    expect(errorUnder('Slutdatum')).toBe('');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the accepted personnummer forms under the field (issue #15)', () => {
    stubApi(() => ({}));
    renderForm();
    const ids = (field('Personnummer').getAttribute('aria-describedby') ?? '').split(/\s+/);
    const help = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(help).toContain('ÅÅÅÅMMDD-NNNN');
    expect(help).toContain('ÅÅMMDD-NNNN');
    expect(help).toContain('utan bindestreck');
    expect(help).toContain('+ i stället för - för den som fyllt 100');
  });

  it('focuses the first empty required field after a submit', async () => {
    stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
    await screen.findByText('Förnamn krävs');
    expect(document.activeElement).toBe(field('Förnamn'));
  });

  it(
    'focuses the first field the server refused, further down the form',
    async () => {
      stubApi((request) =>
        request.method === 'POST'
          ? problem(400, {
              code: 'VALIDATION_FAILED',
              errors: {
                'employment.position': ['Befattning krävs'],
                'employment.endDate': ['Ogiltigt datum'],
              },
            })
          : {},
      );
      renderForm();
      await fill('Förnamn', 'Karin');
      await fill('Efternamn', 'Provsson');
      await fill('Personnummer', '900315-2387');
      await userEvent.type(field('Startdatum'), '2026-01-01');
      await fill('Befattning', 'Snickare');
      await userEvent.type(field('Månadslön (kr)'), '32000');
      await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
      await screen.findByText('Befattning krävs');
      // Slutdatum comes before Befattning on the page, so it is the first invalid field.
      expect(document.activeElement).toBe(field('Slutdatum'));
    },
    formTimeout,
  );

  it('marks the required fields with an asterisk and only those', () => {
    stubApi(() => ({}));
    renderForm();
    const isMarked = (label: string) =>
      field(label).closest('.mantine-InputWrapper-root')?.querySelector('.mantine-InputWrapper-required') !==
      null;
    for (const label of [
      'Förnamn',
      'Efternamn',
      'Personnummer',
      'Startdatum',
      'Befattning',
      'Månadslön (kr)',
    ]) {
      expect(isMarked(label), label).toBe(true);
    }
    for (const label of ['E-post', 'Telefon', 'Slutdatum']) expect(isMarked(label), label).toBe(false);
  });

  it('takes dates as ÅÅÅÅ-MM-DD in the shared date field, never the browser’s own date input', () => {
    stubApi(() => ({}));
    const { container } = renderEmployeesUi(
      <MemoryRouter>
        <CreateEmployeeForm scope={scope} base={`/${employerId}/employees`} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('input[type="date"]')).toHaveLength(0);
    expect(field('Startdatum').getAttribute('placeholder')).toBe('ÅÅÅÅ-MM-DD');
    expect(field('Slutdatum').getAttribute('placeholder')).toBe('ÅÅÅÅ-MM-DD');
  });
});
