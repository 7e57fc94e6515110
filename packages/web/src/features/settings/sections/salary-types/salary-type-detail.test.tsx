import { versionNotAfterLatestMessage } from '@lonsam/domain/salary-types/effective-salary-type';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import salaryTypesSv from '../../../../../public/locales/sv-SE/salary-types.json';
import {
  problem,
  type RecordedRequest,
  renderFeatureUi,
  stubApi,
} from '../../../../testing/render-feature-ui.tsx';
import { SalaryTypeDetailPanel } from './salary-type-detail.tsx';
import type { SalaryTypeDetail } from './salary-types-api.ts';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const id = '33333333-3333-4333-8333-333333333333';
const WAIT = { timeout: 10_000 };
const PATH = `/api/employer/${scope.employerId}/salary-types/${id}`;

const commission = STANDARD_SALARY_TYPES.find((type) => type.code === '510')!;
const version = { validFrom: '1970-01-01', treatment: commission.treatment };
const detail: SalaryTypeDetail = {
  id,
  code: commission.code,
  name: commission.name,
  kind: commission.kind,
  unit: commission.unit,
  debitAccount: commission.debitAccount,
  creditAccount: commission.creditAccount,
  reportable: false,
  active: true,
  isStandard: true,
  version: 3,
  current: version,
  latestValidFrom: '1970-01-01',
  versions: [version],
};

function renderPanel(answer: (request: RecordedRequest) => unknown) {
  const requests = stubApi((request) => (request.method === 'GET' ? detail : answer(request)));
  renderFeatureUi(<SalaryTypeDetailPanel scope={scope} id={id} canEdit onClose={() => {}} />, {
    'salary-types': salaryTypesSv,
  });
  return requests;
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SalaryTypeDetailPanel', { timeout: 30_000 }, () => {
  it('saves a new name with the version read', async () => {
    const requests = renderPanel((request) => ({ ...detail, ...(request.body as object), version: 4 }));
    const form = await screen.findByRole('form', { name: 'Namn och konton' }, WAIT);
    const name = within(form).getByLabelText('Namn');
    await userEvent.clear(name);
    await userEvent.type(name, 'Provision säljare');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    await screen.findByText('Lönearten är sparad', {}, WAIT);
    const [put] = writes(requests);
    expect(put).toMatchObject({
      method: 'PUT',
      path: PATH,
      body: {
        version: 3,
        name: 'Provision säljare',
        debitAccount: '7210',
        creditAccount: '1930',
        active: true,
      },
    });
  });

  it('shows the stored values when someone else saved first (409)', async () => {
    renderPanel(() =>
      problem(409, { code: 'VERSION_CONFLICT', current: { ...detail, name: 'Provision butik', version: 4 } }),
    );
    const form = await screen.findByRole('form', { name: 'Namn och konton' }, WAIT);
    await userEvent.click(within(form).getByLabelText('Aktiv'));
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    const stored = await within(form).findByRole('list', {}, WAIT);
    expect(stored.textContent).toContain('Namn: Provision butik');
  });

  it('refuses an account outside BAS before sending', async () => {
    const requests = renderPanel(() => ({}));
    const form = await screen.findByRole('form', { name: 'Namn och konton' }, WAIT);
    const credit = within(form).getByLabelText('Kreditkonto');
    await userEvent.clear(credit);
    await userEvent.type(credit, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(
      await within(form).findByText('Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)'),
    ).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('adds a treatment version only from a date after the latest one', async () => {
    const requests = renderPanel((request) => ({
      ...detail,
      version: 4,
      versions: [
        version,
        { validFrom: '2026-07-01', treatment: (request.body as { treatment: unknown }).treatment },
      ],
    }));
    const form = await screen.findByRole('form', { name: 'Ny version från ett datum' }, WAIT);
    const date = within(form).getByLabelText('Gäller från');
    await userEvent.type(date, '1970-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Lägg till versionen' }));
    expect(await within(form).findByText(versionNotAfterLatestMessage('1970-01-01'))).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    await userEvent.clear(date);
    await userEvent.type(date, '2026-07-01');
    await userEvent.selectOptions(within(form).getByLabelText('Skatt'), 'Engångsskatt');
    await userEvent.click(within(form).getByRole('button', { name: 'Lägg till versionen' }));
    await screen.findByText('Den nya versionen är sparad', {}, WAIT);
    const [post] = writes(requests);
    expect(post).toMatchObject({
      method: 'POST',
      path: `${PATH}/versions`,
      body: { version: 3, validFrom: '2026-07-01', treatment: { tax: 'one-off', agiBox: '011' } },
    });
  });
});
