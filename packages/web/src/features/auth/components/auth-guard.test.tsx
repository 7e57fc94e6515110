import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { createApiFetch } from '../testing-api.ts';

const entry = {
  identity: {
    id: 'i1',
    email: 'anna@exempel.se',
    firstName: null,
    lastName: null,
    hasPassword: true,
    hasBankId: false,
  },
  companies: [],
  isTenantManager: false,
  tenantManagerIds: [],
};

describe('authentication guard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to /login, remembering the deep link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(createApiFetch((_m, path) => (path === '/poke' ? { status: 401 } : undefined))),
    );
    const { router } = renderApp('/landing?flik=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/landing?flik=2' });
    expect(sessionStorage.getItem('lonsam-login-origin')).toBe('/landing?flik=2');
  });

  it('shows the content for a live session and takes over its CSRF token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        createApiFetch((_m, path) => {
          if (path === '/poke') return { status: 200, body: { token: 'session-token' } };
          if (path === '/entry') return { status: 200, body: entry };
          return undefined;
        }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Inloggad som anna@exempel.se')).toBeInTheDocument();
    expect(sessionStorage.getItem('X-Lonsam-Csrf')).toBe('session-token');
  });

  it('shows the error screen when poke fails otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(createApiFetch((_m, path) => (path === '/poke' ? { status: 500 } : undefined))),
    );
    renderApp('/landing');
    expect(await screen.findByText('Ett fel har inträffat!')).toBeInTheDocument();
  });

  it('on 403 refreshes and goes to /landing, pokes again; 403 there too shows the error screen', async () => {
    let pokes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        createApiFetch((_m, path) => {
          if (path === '/poke')
            return ++pokes === 1 ? { status: 403 } : { status: 200, body: { token: 't' } };
          if (path === '/entry') return { status: 200, body: entry };
          return undefined;
        }),
      ),
    );
    const { router } = renderApp('/');
    expect(await screen.findByText('Inloggad som anna@exempel.se')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing');
    expect(pokes).toBe(2);
  });

  it('shows the error screen when poke is forbidden on /landing itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(createApiFetch((_m, path) => (path === '/poke' ? { status: 403 } : undefined))),
    );
    renderApp('/landing');
    expect(await screen.findByText('Ett fel har inträffat!')).toBeInTheDocument();
  });
});
