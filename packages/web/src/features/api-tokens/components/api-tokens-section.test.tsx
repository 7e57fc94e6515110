import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svAccount from '../../../../public/locales/sv-SE/account.json';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import {
  problem,
  type RecordedRequest,
  renderFeatureUi,
  stubApi,
} from '../../../testing/render-feature-ui.tsx';
import type { ApiTokenView, TokenCompany } from '../api/api-tokens.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';

const ROLE = '11111111-1111-4111-8111-111111111111';
const EMPLOYER = '22222222-2222-4222-8222-222222222222';
const SECRET = `lonsam_${'A'.repeat(43)}`;

const company: TokenCompany = {
  roleId: ROLE,
  employerId: EMPLOYER,
  employerName: 'Bageriet AB',
  role: 'admin',
  privileges: [
    { id: 'Me.ApiAccess', writeAccess: true },
    { id: 'Employee.BulkList', writeAccess: true },
    { id: 'ReportingAndCompliance.Payslip', writeAccess: false },
  ],
};

function token(overrides: Partial<ApiTokenView> = {}): ApiTokenView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Lönesystemet',
    employerId: EMPLOYER,
    employerName: 'Bageriet AB',
    role: 'admin',
    tokenPrefix: 'lonsam_AbCdE',
    privileges: [{ id: 'Employee.BulkList', writeAccess: false }],
    expiresAt: '2099-02-28T23:59:59.999Z',
    revokedAt: null,
    lastUsedAt: '2026-11-20T08:15:00.000Z',
    lastUsedAddress: '192.0.2.7',
    createdAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function renderSection(answer: (request: RecordedRequest) => unknown) {
  const requests = stubApi(answer);
  renderFeatureUi(<ApiTokensSection />, { account: svAccount, errors: svErrors });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API-nycklar', () => {
  it('creates a read-only key by default and shows it once with a copy button', async () => {
    let tokens: ApiTokenView[] = [];
    const requests = renderSection((request) => {
      if (request.path === '/api/account/api-tokens/companies') return { companies: [company] };
      if (request.path === '/api/account/api-tokens' && request.method === 'POST') {
        tokens = [token()];
        return new Response(JSON.stringify({ token: SECRET, apiToken: tokens[0] }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return { apiTokens: tokens };
    });
    expect(await screen.findByText('Du har inga API-nycklar.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Skapa API-nyckel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Namn/ }), {
      target: { value: 'Lönesystemet' },
    });
    // The only company is chosen; Me.ApiAccess itself is not offered.
    expect(within(dialog).queryByText('API-åtkomst för den egna användaren')).not.toBeInTheDocument();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Läsa: Anställda: lista och massuppdatera' }),
    );
    // A privilege the person only reads has no write box.
    expect(
      within(dialog).queryByRole('checkbox', { name: /^Ändra: .*lönespecifikation/i }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skapa nyckel' }));

    expect(await screen.findByTestId('api-token-secret')).toHaveTextContent(SECRET);
    expect(
      screen.getByText('Kopiera nyckeln nu och spara den säkert. Den visas inte igen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiera nyckeln' })).toBeInTheDocument();
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({
      name: 'Lönesystemet',
      roleId: ROLE,
      privileges: [{ id: 'Employee.BulkList', writeAccess: false }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Jag har sparat nyckeln' }));
    await waitFor(() => expect(screen.queryByTestId('api-token-secret')).not.toBeInTheDocument());
    // The list never holds the key itself.
    expect(await screen.findByTestId('api-token-row')).toHaveTextContent('Lönesystemet');
    expect(screen.getByTestId('api-token-row')).not.toHaveTextContent(SECRET);
  });

  it('gives write only when Ändra is ticked', async () => {
    const requests = renderSection((request) => {
      if (request.path === '/api/account/api-tokens/companies') return { companies: [company] };
      if (request.method === 'POST')
        return problem(400, { code: 'VALIDATION_FAILED', errors: { name: ['Ange ett namn'] } });
      return { apiTokens: [] };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa API-nyckel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Namn/ }), { target: { value: 'x' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Ändra: Anställda: lista och massuppdatera' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skapa nyckel' }));
    expect(await within(dialog).findByText('Ange ett namn')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      privileges: [{ id: 'Employee.BulkList', writeAccess: true }],
    });
  });

  it('lists keys with last use and revokes one after a confirmation', async () => {
    let current = token();
    const requests = renderSection((request) => {
      if (request.path === '/api/account/api-tokens/companies') return { companies: [] };
      if (request.path.endsWith('/revoke')) {
        current = token({ revokedAt: '2026-11-28T10:00:00.000Z', version: 2 });
        return { apiToken: current };
      }
      return { apiTokens: [current] };
    });
    const row = await screen.findByTestId('api-token-row');
    expect(row).toHaveTextContent('Bageriet AB');
    expect(row).toHaveTextContent('från 192.0.2.7');
    expect(row).toHaveTextContent('Aktiv');
    expect(screen.getByText('Du har ingen roll med API-åtkomst i något företag.')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Återkalla Lönesystemet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Återkalla Lönesystemet?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Återkalla' }));
    await waitFor(() => expect(screen.getByTestId('api-token-row')).toHaveTextContent('Återkallad'));
    expect(requests.find((request) => request.path.endsWith('/revoke'))?.body).toEqual({ version: 1 });
  });
});
