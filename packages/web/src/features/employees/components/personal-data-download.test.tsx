import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { PersonalDataDownload } from './personal-data-download.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const employeeId = '33333333-3333-4333-8333-333333333333';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PersonalDataDownload', () => {
  it("downloads the server's file as JSON named with today's date", async () => {
    const file = { personuppgifter: { first_name: 'Karin' }, lonebesked: [] };
    const requests = stubApi(() => file);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:personuppgifter';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(`personuppgifter-${new Date().toLocaleDateString('sv-SE')}.json`);
    });
    renderEmployeesUi(<PersonalDataDownload scope={scope} employeeId={employeeId} />);
    expect(screen.getByText(/Nedladdningen loggas/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner mina uppgifter' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'GET',
        path: `/api/employer/${employerId}/employees/${employeeId}/personal-data`,
        body: undefined,
      },
    ]);
    expect(JSON.parse(await created[0]!.text())).toEqual(file);
    expect(created[0]!.type).toBe('application/json;charset=utf-8');
  });

  it("an admin's download for an employee: its own texts and the employee's name in the file name", async () => {
    stubApi(() => ({ personuppgifter: { first_name: 'Åsa' } }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:personuppgifter');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderEmployeesUi(
      <PersonalDataDownload scope={scope} employeeId={employeeId} texts="admin" fileLabel="asa-oberg" />,
    );
    expect(screen.getByText(/När den anställda begär ut sina uppgifter/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner den anställdas uppgifter' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(names).toEqual([`personuppgifter-asa-oberg-${new Date().toLocaleDateString('sv-SE')}.json`]);
  });

  it('says in Swedish when the file cannot be fetched', async () => {
    stubApi(() => problem(404, { code: 'EMPLOYEE_NOT_FOUND', title: 'Not Found' }));
    renderEmployeesUi(<PersonalDataDownload scope={scope} employeeId={employeeId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner mina uppgifter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Det gick inte att hämta dina uppgifter. Försök igen om en stund.',
    );
  });
});
