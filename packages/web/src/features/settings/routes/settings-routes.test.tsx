import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';

// Only the company section has a screen in this test; every other registered section has none yet.
vi.mock('../settings-screens.ts', () => ({
  SECTION_LOADERS: {
    company: async () => ({ SettingsSectionScreen: () => <p>Skärmen för företagsuppgifter</p> }),
  },
}));

const employerId = '11111111-1111-4111-8111-111111111111';
const adminRoleId = '22222222-2222-4222-8222-222222222222';
const WAIT = { timeout: 5_000 };

function stubServer(privileges: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry') {
        return json({
          identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
          companies: [{ employerId, name: 'Inställt AB', roles: ['admin'] }],
          isTenantManager: false,
          tenantManagerIds: [],
        });
      }
      if (path === `/lookup-role/${employerId}/admin`)
        return json({ employerIdentityRoleId: adminRoleId, employmentId: null });
      if (path === `/employer/${employerId}/active/packaging`) return json(privileges.map((id) => ({ id })));
      return json({ status: 404 }, 404);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings shell', { timeout: 20_000 }, () => {
  it('lists only the sections the role holds a privilege of, as links, and names the page', async () => {
    stubServer(['TenantManagement.CompanyInfo', 'TenantManagement.Holidays']);
    renderApp(`/${employerId}/settings`);
    await screen.findByRole('heading', { level: 2, name: 'Inställningar' }, WAIT);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Företagsuppgifter/ })).toHaveAttribute(
      'href',
      `/${employerId}/settings/company`,
    );
    expect(within(main).getByRole('link', { name: /Helgdagar/ })).toHaveAttribute(
      'href',
      `/${employerId}/settings/holidays`,
    );
    expect(within(main).queryByRole('link', { name: /Utbetalning/ })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Processhistorik/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Företagsinställningar – Inställt AB – Lönsam'), WAIT);
  });

  it('shows a section’s screen with the navigation between sections and a way back', async () => {
    stubServer(['TenantManagement.CompanyInfo', 'TenantManagement.Holidays']);
    renderApp(`/${employerId}/settings/company`);
    await screen.findByText('Skärmen för företagsuppgifter', {}, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Företagsuppgifter' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Inställningar' });
    expect(within(nav).getByRole('link', { name: 'Helgdagar' })).toHaveAttribute(
      'href',
      `/${employerId}/settings/holidays`,
    );
    expect(within(nav).getByRole('link', { name: 'Företagsuppgifter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tillbaka till Inställningar' })).toHaveAttribute(
      'href',
      `/${employerId}/settings`,
    );
    // The phone's choice of section (hidden by CSS on a wide screen) offers the same sections.
    const select = screen.getByRole('combobox', { name: 'Del av inställningarna', hidden: true });
    expect(
      within(select)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Företagsuppgifter', 'Helgdagar']);
    await waitFor(
      () => expect(document.title).toBe('Företagsuppgifter – Företagsinställningar – Inställt AB – Lönsam'),
      WAIT,
    );
  });

  it('says a registered section without a screen file is not ready yet', async () => {
    stubServer(['TenantManagement.Holidays']);
    renderApp(`/${employerId}/settings/holidays`);
    expect(await screen.findByText('Den här delen är inte klar ännu.', {}, WAIT)).toBeInTheDocument();
  });

  it('explains the missing privilege for a section the role holds none of', async () => {
    stubServer(['TenantManagement.Holidays']);
    renderApp(`/${employerId}/settings/company`);
    const note = await screen.findByText(/^Rättigheter saknas:/, {}, WAIT);
    expect(note.textContent).toContain('Företagsinställningar: företagsuppgifter');
    expect(screen.queryByText('Skärmen för företagsuppgifter')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown section', async () => {
    stubServer(['TenantManagement.Holidays']);
    renderApp(`/${employerId}/settings/no-such-section`);
    await screen.findByRole('heading', { level: 2, name: 'Sidan finns inte' }, WAIT);
    expect(screen.getByRole('link', { name: 'Till företagets startsida' })).toHaveAttribute(
      'href',
      `/${employerId}`,
    );
  });
});
