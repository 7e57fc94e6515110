import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { CreateEmployeeForm } from './create-employee-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateEmployeeForm', () => {
  it('sends the salary typed in kronor as öre and keeps every value after the server’s field errors', async () => {
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
        <CreateEmployeeForm employerId={employerId} base={`/${employerId}/employees`} />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Förnamn'), 'Karin');
    await userEvent.type(screen.getByLabelText('Efternamn'), 'Provsson');
    await userEvent.type(screen.getByLabelText('Personnummer'), '199405170029');
    await userEvent.type(screen.getByLabelText('Startdatum'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Månadslön (kr)'), '34000,5');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa anställd' }));
    await screen.findByText('Ogiltigt personnummer');
    expect(screen.getByText('Befattning krävs')).toBeTruthy();
    expect(screen.getByLabelText('Förnamn')).toHaveProperty('value', 'Karin');
    expect(screen.getByLabelText('Personnummer')).toHaveProperty('value', '199405170029');
    expect(screen.getByLabelText('Månadslön (kr)')).toHaveProperty('value', '34\u00a0000,5');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toMatchObject({
      firstName: 'Karin',
      employment: {
        startDate: '2026-01-01',
        salaryRows: [{ validFrom: '2026-01-01', amountOre: 3_400_050 }],
      },
    });
  });
});
