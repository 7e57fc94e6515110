import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsCompany from '../../../../../public/locales/sv-SE/settings-company.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { CompanyAddressForm } from './company-address-form.tsx';
import { CompanyInfoForm } from './company-info-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const info = {
  version: 0,
  value: {
    name: 'Testbolaget AB',
    agiContact: { name: '', phone: '', email: '' },
    agiDeclarationDay: 'twelfth' as const,
  },
  updatedAt: null,
  orgNumber: '5560160680',
};
const address = {
  version: 3,
  value: { careOf: '', streetAddress: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const namespaces = { 'settings-company': settingsCompany };

// Lazy texts and a busy shared machine: findBy waits longer than its default second.
const WAIT = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Företagsuppgifter', { timeout: 20_000 }, () => {
  it('shows the organisation number read-only and saves the contact and the 26th rule with the version read', async () => {
    const requests = stubApi((request) => ({
      ...info,
      version: 1,
      value: (request.body as { value: unknown }).value,
    }));
    renderFeatureUi(<CompanyInfoForm scope={scope} document={info} canEdit />, namespaces);
    const orgNumber = screen.getByRole('textbox', { name: 'Organisationsnummer' });
    expect(orgNumber).toHaveProperty('value', '556016-0680');
    expect(orgNumber).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Namn/ }), 'Lena Lön');
    await userEvent.type(screen.getByRole('textbox', { name: /^Telefon/ }), '08-123 456 78');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-post/ }), 'lon@testbolaget.se');
    await userEvent.click(screen.getByRole('radio', { name: /Den 26:e/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara företagsuppgifterna' }));
    await screen.findByText('Företagsuppgifterna är sparade', {}, WAIT);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/employer/${scope.employerId}/settings/company/info`);
    expect(put?.body).toEqual({
      version: 0,
      value: {
        name: 'Testbolaget AB',
        agiContact: { name: 'Lena Lön', phone: '08-123 456 78', email: 'lon@testbolaget.se' },
        agiDeclarationDay: 'twentySixth',
      },
    });
  });

  it('explains which companies declare on the 12th and which on the 26th', () => {
    renderFeatureUi(<CompanyInfoForm scope={scope} document={info} canEdit />, namespaces);
    expect(screen.getByText(/högst 40 miljoner kronor/)).toBeTruthy();
    expect(screen.getByText(/över 40 miljoner kronor/)).toBeTruthy();
  });

  it('refuses a missing contact and a bad e-mail in Swedish beside the fields, sending nothing', async () => {
    const requests = stubApi(() => ({}));
    renderFeatureUi(<CompanyInfoForm scope={scope} document={info} canEdit />, namespaces);
    await userEvent.type(screen.getByRole('textbox', { name: /^E-post/ }), 'lon@');
    await userEvent.click(screen.getByRole('button', { name: 'Spara företagsuppgifterna' }));
    expect(await screen.findByText('Kontaktpersonens namn krävs', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('E-postadressen ska ha 5–254 tecken (Skatteverkets gräns)')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows the server’s field error on the contact’s e-mail', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(400, { code: 'VALIDATION_FAILED', errors: { 'agiContact.email': ['Servern säger nej'] } })
        : info,
    );
    const filled = {
      ...info,
      value: { ...info.value, agiContact: { name: 'L', phone: '08-12345', email: 'l@b.se' } },
    };
    renderFeatureUi(<CompanyInfoForm scope={scope} document={filled} canEdit />, namespaces);
    await userEvent.click(screen.getByRole('button', { name: 'Spara företagsuppgifterna' }));
    const email = screen.getByRole('textbox', { name: /^E-post/ });
    expect(await screen.findByText('Servern säger nej', {}, WAIT)).toBeTruthy();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('without write access shows the values disabled and no save button', () => {
    renderFeatureUi(<CompanyInfoForm scope={scope} document={info} canEdit={false} />, namespaces);
    expect(screen.getByRole('textbox', { name: /^Företagsnamn/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Spara företagsuppgifterna' })).toBeNull();
  });
});

describe('Adress', { timeout: 20_000 }, () => {
  it('shows a typed postnummer as "123 45" and after a 409 lists the stored address', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, {
            code: 'VERSION_CONFLICT',
            current: { careOf: '', streetAddress: 'Lilla gatan 2', postalCode: '222 33', city: 'Lund' },
            currentVersion: 4,
          })
        : address,
    );
    renderFeatureUi(<CompanyAddressForm scope={scope} document={address} canEdit />, namespaces);
    const postalCode = screen.getByRole('textbox', { name: /^Postnummer/ });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '41301');
    await userEvent.tab();
    expect(postalCode).toHaveProperty('value', '413 01');
    await userEvent.click(screen.getByRole('button', { name: 'Spara adressen' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText(/Lilla gatan 2/)).toBeTruthy();
    expect(postalCode).toHaveProperty('value', '413 01');
  });

  it('refuses four digits in Swedish', async () => {
    const requests = stubApi(() => ({}));
    renderFeatureUi(<CompanyAddressForm scope={scope} document={address} canEdit />, namespaces);
    const postalCode = screen.getByRole('textbox', { name: /^Postnummer/ });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '4130');
    await userEvent.click(screen.getByRole('button', { name: 'Spara adressen' }));
    expect(
      await screen.findByText('Postnumret ska ha fem siffror, till exempel 123 45', {}, WAIT),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
