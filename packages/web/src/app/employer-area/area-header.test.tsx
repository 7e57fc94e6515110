import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { stubAreaServer } from './stub-area-server.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const otherEmployerId = '55555555-5555-4555-8555-555555555555';
const WAIT = { timeout: 5_000 };

function stubTwoCompanies() {
  return stubAreaServer({
    '/entry': {
      identity: { id: 'i', email: 'anna@exempel.se', firstName: 'Anna', lastName: 'Svensson' },
      companies: [
        { employerId, name: 'Rollbytet AB', roles: ['admin', 'manager'] },
        { employerId: otherEmployerId, name: 'Andra bolaget AB', roles: ['user'] },
      ],
      isTenantManager: false,
      tenantManagerIds: [],
    },
    [`/lookup-role/${employerId}/admin`]: { employerIdentityRoleId: 'role-admin', employmentId: null },
    [`/lookup-role/${employerId}/manager`]: { employerIdentityRoleId: 'role-manager', employmentId: null },
    [`/employer/${employerId}/active/packaging`]: [],
  });
}

describe('role area header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the brand’s logo linking to the area’s start page and the company with the role', async () => {
    stubTwoCompanies();
    renderApp(`/${employerId}/no-such-page`);
    const logo = await screen.findByRole('img', { name: 'Lönsam – till startsidan' }, WAIT);
    expect(logo).toHaveAttribute('src', '/brands/lonsam/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', `/${employerId}`);
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Rollbytet AB', {}, WAIT);
    expect(within(banner).getByText('Administratör')).toBeInTheDocument();
  });

  it('lists every company and role of the identity and goes to the chosen role’s start page, as links', async () => {
    stubTwoCompanies();
    const user = userEvent.setup();
    const { router } = renderApp(`/${employerId}/no-such-page`);
    const switcher = await screen.findByRole(
      'button',
      { name: /^Rollbytet AB, Administratör ?– byt företag eller roll$/ },
      WAIT,
    );
    await user.click(switcher);
    await waitFor(() => expect(switcher).toHaveAttribute('aria-expanded', 'true'));
    // jsdom lays nothing out, so floating-ui's hide middleware keeps the dropdown display:none here.
    const menu = await screen.findByRole('menu', { hidden: true }, WAIT);
    // jsdom's name computation drops the space before the hidden " – company"; a browser keeps it.
    const menuItem = (name: string) =>
      within(menu).getByRole('menuitem', {
        name: new RegExp(`^${name.replace(' – ', ' ?– ')}$`),
        hidden: true,
      });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    // Each names the role, then the company (hidden text for screen readers).
    expect(items.map((item) => item.textContent)).toEqual([
      'Administratör – Rollbytet AB',
      'Chef – Rollbytet AB',
      'Anställd – Andra bolaget AB',
      'Mina företag',
      'Mitt konto',
    ]);
    expect(menuItem('Administratör – Rollbytet AB')).toHaveAttribute('aria-current', 'page');
    expect(menuItem('Anställd – Andra bolaget AB')).toHaveAttribute('href', `/${otherEmployerId}/user`);
    // Mantine's menu moves the focus with the arrow keys and Enter follows the link (jsdom has no
    // layout for its dropdown, so the browser test does the keys); here the item is a real link.
    await user.click(menuItem('Chef – Rollbytet AB'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${employerId}/manager`), WAIT);
    await screen.findByRole('heading', { level: 1, name: 'Chef' }, WAIT);
    await screen.findByRole('button', { name: /^Rollbytet AB, Chef ?– byt företag eller roll$/ }, WAIT);
  }, 20_000);
});
