import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import {
  AGI_BOX_LABELS,
  SALARY_TYPE_EFFECT_LABELS,
  SALARY_TYPE_KIND_LABELS,
  SALARY_TYPE_UNIT_LABELS,
  TAX_TREATMENT_LABELS,
} from '@lonsam/domain/salary-types/salary-type-enums';
import { SALARY_TYPE_CODE_TAKEN_MESSAGE } from '@lonsam/domain/salary-types/salary-type-schema';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import salaryTypesSv from '../../../../../public/locales/sv-SE/salary-types.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import {
  problem,
  type RecordedRequest,
  renderFeatureUi,
  stubApi,
} from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import type { SalaryTypeList } from './salary-types-api.ts';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const WAIT = { timeout: 10_000 };
const LIST_PATH = `/api/employer/${scope.employerId}/salary-types`;

const list: SalaryTypeList = {
  date: '2026-11-25',
  suggestedCode: '9000',
  salaryTypes: STANDARD_SALARY_TYPES.map((type, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    code: type.code,
    name: type.name,
    kind: type.kind,
    unit: type.unit,
    debitAccount: type.debitAccount,
    creditAccount: type.creditAccount,
    reportable: type.reportable,
    active: true,
    isStandard: true,
    version: 1,
    current: { validFrom: '1970-01-01', treatment: type.treatment },
    latestValidFrom: '1970-01-01',
  })),
};

function renderSection(privileges: PrivilegeSourceEntry[] = [{ id: 'TenantManagement.SalarySupplements' }]) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries: privileges }}>
        <SettingsSectionScreen />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { 'salary-types': salaryTypesSv },
  );
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the salary-type section', { timeout: 60_000 }, () => {
  it('filters the catalogue by kind in Swedish words, never ids, and says when nothing matches', async () => {
    stubApi((request) => (request.path === LIST_PATH ? list : {}));
    renderSection();
    const table = await screen.findByRole('table', { name: 'Lönearter' }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(STANDARD_SALARY_TYPES.length + 1);

    await userEvent.selectOptions(screen.getByLabelText('Typ'), 'Förmån');
    const benefits = STANDARD_SALARY_TYPES.filter((type) => type.kind === 'benefit');
    const rows = within(screen.getByRole('table', { name: 'Lönearter' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(benefits.length);
    const car = rows.find((row) => row.textContent?.includes('Bilförmån'))!;
    expect(within(car).getByText('Förmån')).toBeTruthy();
    expect(within(car).getByText('Skatt enligt tabell')).toBeTruthy();
    expect(within(car).getByText('013')).toBeTruthy();
    expect(car.textContent).not.toMatch(/benefit|table|month/);
    expect(screen.getByText(`${benefits.length} av ${STANDARD_SALARY_TYPES.length} lönearter`)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Sök på kod eller namn'), 'traktamente');
    expect(await screen.findByText('Inga lönearter matchar filtret')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Lönearter' })).toBeNull();
  });

  it('searches by the start of the code or a part of the name', async () => {
    stubApi((request) => (request.path === LIST_PATH ? list : {}));
    renderSection();
    const search = await screen.findByLabelText('Sök på kod eller namn', {}, WAIT);
    const codes = () =>
      within(screen.getByRole('table', { name: 'Lönearter' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await userEvent.type(search, '23');
    expect(codes()).toEqual(['230', '231', '232', '233']);
    await userEvent.clear(search);
    await userEvent.type(search, 'STORHELG');
    expect(codes()).toEqual(['233']);
  });

  it('checks a new type by the catalogue rules before sending: tax-free allowance in the base, account 12345', async () => {
    const requests = stubApi((request) => (request.path === LIST_PATH ? list : {}));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Ny löneart' }, WAIT));
    const form = screen.getByRole('form', { name: 'Ny löneart' });
    expect(within(form).getByLabelText('Kod')).toHaveProperty('value', '9000');
    await userEvent.type(within(form).getByLabelText('Namn'), 'Friskvårdsbidrag');
    await userEvent.selectOptions(within(form).getByLabelText('Typ'), 'Skattefri ersättning');
    await userEvent.click(within(form).getByLabelText('Ingår i underlaget för arbetsgivaravgifter'));
    const debit = within(form).getByLabelText('Debetkonto');
    await userEvent.clear(debit);
    await userEvent.type(debit, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Skapa lönearten' }));

    expect(
      await within(form).findByText('Skattefri ersättning ingår inte i underlaget för arbetsgivaravgifter'),
    ).toBeTruthy();
    expect(within(form).getByText('Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)')).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('sends a valid own type and shows the server’s code collision on the code field', async () => {
    const requests = stubApi((request) => {
      if (request.method === 'POST')
        return problem(400, {
          code: 'VALIDATION_FAILED',
          errors: { code: [SALARY_TYPE_CODE_TAKEN_MESSAGE] },
        });
      return request.path === LIST_PATH ? list : {};
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Ny löneart' }, WAIT));
    const form = screen.getByRole('form', { name: 'Ny löneart' });
    await userEvent.type(within(form).getByLabelText('Namn'), 'Jubileumsgåva');
    await userEvent.click(within(form).getByRole('button', { name: 'Skapa lönearten' }));

    expect(await within(form).findByText(SALARY_TYPE_CODE_TAKEN_MESSAGE, {}, WAIT)).toBeTruthy();
    const [post] = posts(requests);
    expect(post?.path).toBe(LIST_PATH);
    expect(post?.body).toMatchObject({
      code: '9000',
      name: 'Jubileumsgåva',
      kind: 'earning',
      debitAccount: '7210',
      creditAccount: '1930',
      treatment: { effect: 'adds-to-gross', tax: 'table', contributionBase: true, agiBox: '011' },
    });
  });

  it('builds a rate from the monthly salary (M / 174 × 1,5) and refuses a divisor of 0', async () => {
    const requests = stubApi((request) => {
      const created = { ...list.salaryTypes[0], versions: [list.salaryTypes[0]?.current] };
      if (request.method === 'POST' || request.path !== LIST_PATH) return created;
      return list;
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Ny löneart' }, WAIT));
    const form = screen.getByRole('form', { name: 'Ny löneart' });
    await userEvent.type(within(form).getByLabelText('Namn'), 'Jourtillägg');
    await userEvent.selectOptions(within(form).getByLabelText('Enhet'), 'Timme');
    await userEvent.selectOptions(within(form).getByLabelText('Beloppet'), 'Från månadslönen');
    await userEvent.selectOptions(within(form).getByLabelText('Utgår från'), 'Månadslönen delad med ett tal');
    await userEvent.type(within(form).getByLabelText('Delat med'), '0');
    const factor = within(form).getByLabelText('Faktor');
    await userEvent.clear(factor);
    await userEvent.type(factor, '1,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Skapa lönearten' }));
    expect(await within(form).findByText('Divisorn ska vara större än 0')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    const divisor = within(form).getByLabelText('Delat med');
    await userEvent.clear(divisor);
    await userEvent.type(divisor, '174');
    await userEvent.click(within(form).getByRole('button', { name: 'Skapa lönearten' }));
    await screen.findByText('Lönearten är skapad', {}, WAIT);
    expect(posts(requests)[0]?.body).toMatchObject({
      unit: 'hour',
      treatment: { rateRule: { method: 'monthly-salary', per: 'divisor', divisor: 174, factor: 1.5 } },
    });
  });

  it('explains the missing privilege in Swedish to a role without it', () => {
    stubApi(() => list);
    renderSection([]);
    expect(screen.getByRole('note').textContent).toMatch(/^Rättigheter saknas: /);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows read-only types without "Ny löneart" to a role with read access only', async () => {
    stubApi((request) => (request.path === LIST_PATH ? list : {}));
    renderSection([{ id: 'TenantManagement.SalarySupplements', type: 'Enabled', writeAccess: false }]);
    await screen.findByRole('table', { name: 'Lönearter' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Ny löneart' })).toBeNull();
  });
});

describe('the Swedish texts', () => {
  it('are the domain’s words for kinds, units, taxes, effects and AGI boxes', () => {
    expect(salaryTypesSv.kinds).toEqual(SALARY_TYPE_KIND_LABELS);
    expect(salaryTypesSv.units).toEqual(SALARY_TYPE_UNIT_LABELS);
    expect(salaryTypesSv.taxes).toEqual(TAX_TREATMENT_LABELS);
    expect(salaryTypesSv.effects).toEqual(SALARY_TYPE_EFFECT_LABELS);
    expect(salaryTypesSv.agiBoxes).toEqual(AGI_BOX_LABELS);
  });
});
