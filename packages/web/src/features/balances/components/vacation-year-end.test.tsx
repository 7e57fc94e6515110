import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svBalances from '../../../../public/locales/sv-SE/balances.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { VacationYearEnd } from './vacation-year-end.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

const view = (state: string, progress: number) => ({
  year: 2025,
  state,
  progress,
  employments: state === 'succeeded' ? 3 : 0,
  eventsWritten: state === 'succeeded' ? 6 : null,
  daysSaved: state === 'succeeded' ? 5 : 0,
  daysExpired: state === 'succeeded' ? 3 : 0,
  daysToPayOut: state === 'succeeded' ? 1.5 : 0,
  errorCode: null,
});

function renderYearEnd() {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <VacationYearEnd defaultYear={2025} />
    </EmployerScopeProvider>,
    { balances: svBalances },
  );
}

describe('closing the vacation year', () => {
  it('asks first, starts the job on confirmation and shows the progress and the result', async () => {
    let polls = 0;
    const requests = stubApi((request) => {
      if (request.method === 'POST') return view('running', 0);
      polls += 1;
      return polls === 1 ? view('running', 67) : view('succeeded', 100);
    });
    renderYearEnd();
    await userEvent.click(screen.getByRole('button', { name: 'Stäng semesteråret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stäng semesteråret 2025?' });
    expect(dialog.textContent).toContain('Att stänga samma år igen ändrar ingenting.');
    // Nothing is sent before the confirmation.
    expect(requests).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng 2025' }));

    expect(requests[0]).toEqual({
      method: 'POST',
      path: `/api/employer/${scope.employerId}/balances/year-end`,
      body: { year: 2025 },
    });
    // The first poll comes a second after the start; give a loaded machine room.
    expect(await screen.findByText('Stänger semesteråret 2025 … 67 %', {}, { timeout: 4000 })).toBeTruthy();
    const done = await screen.findByRole('status', {}, { timeout: 4000 });
    expect(done.textContent).toContain('Semesteråret 2025 är stängt');
    expect(done.textContent).toContain(
      '3 anställningar klara. Sparade dagar: 5. Förfallna dagar: 3. Dagar att betala ut som semesterersättning: 1,5.',
    );
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.path)).toContain(
      `/api/employer/${scope.employerId}/balances/year-end/2025`,
    );
  });

  it('cancelling the dialog sends nothing', async () => {
    const requests = stubApi(() => view('running', 0));
    renderYearEnd();
    await userEvent.click(screen.getByRole('button', { name: 'Stäng semesteråret' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(requests).toEqual([]);
  });

  it('says in Swedish when the role may not close the year', async () => {
    stubApi(() => problem(403, { code: 'YEAR_END_FORBIDDEN', detail: 'Only an administrator may close.' }));
    renderYearEnd();
    await userEvent.click(screen.getByRole('button', { name: 'Stäng semesteråret' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stäng 2025' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bara en administratör kan stänga semesteråret.',
    );
  });
});
