import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import errors from '../../../../public/locales/sv-SE/errors.json';
import users from '../../../../public/locales/sv-SE/users.json';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { InvitationRoute } from './invitation-page.tsx';

const token = 'a'.repeat(43);
const employerId = '11111111-1111-4111-8111-111111111111';
const preview = {
  companyName: 'Inbjudan AB',
  role: 'manager',
  email: 'chef@exempel.se',
  expiresAt: '2026-12-05T08:00:00.000Z',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage() {
  return renderFeatureUi(
    <MemoryRouter initialEntries={[`/invitation/${token}`]}>
      <Routes>
        <Route path="/invitation/:token" element={<InvitationRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { users, errors },
  );
}

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the invitation page', () => {
  it('shows the company and role; a visitor goes to sign up and is remembered to come back', async () => {
    stubApi((request) =>
      request.path === '/api/poke' ? problem(401, { code: 'UNAUTHENTICATED' }) : preview,
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Du är inbjuden till Inbjudan AB' });
    expect(screen.getByText('Roll: Chef')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/signup');
    expect(sessionStorage.getItem('lonsam-login-origin')).toBe(`/invitation/${token}`);
  });

  it('lets a signed-in person accept and takes a manager to the manager area', async () => {
    const requests = stubApi((request) => {
      if (request.path === '/api/poke') return { token: 'csrf' };
      if (request.method === 'POST') return { employerId, roleId: 'r', role: 'manager' };
      return preview;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ta emot inbjudan' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/${employerId}/manager`));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/invitation/${token}/accept`,
    ]);
  });

  it('says in Swedish that the invitation is for another address when the account is not the invited one', async () => {
    stubApi((request) => {
      if (request.path === '/api/poke') return { token: 'csrf' };
      if (request.method === 'POST') return problem(403, { code: 'INVITATION_EMAIL_MISMATCH' });
      return preview;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ta emot inbjudan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inbjudan skickades till en annan e-postadress än den du är inloggad med',
    );
    // The invited address is on the page, so the person knows which account to use.
    expect(screen.getByText(/chef@exempel\.se/)).toBeInTheDocument();
  });

  it('says so in Swedish when the link is used, withdrawn or expired', async () => {
    stubApi(() => problem(404, { code: 'INVITATION_INVALID' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inbjudan är redan använd, återkallad eller har gått ut',
    );
  });
});
