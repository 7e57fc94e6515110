import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { fetchFromPublicDir } from '../testing/serve-public-files.ts';

describe('app router', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });

  it('shows the not-found page on an unmatched route: Swedish heading, a sentence, a link to the start', async () => {
    renderApp('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' });
    expect(screen.getByText(/finns inte eller har flyttats/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    // One main landmark, and the page is inside it.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
    await waitFor(() => expect(document.title).toBe('Sidan finns inte – Lönsam'));
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Välkommen till Lönsam' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a first segment that is no employer id, without the sign-in guard', async () => {
    const { router } = renderApp('/not-an-employer/employees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/not-an-employer/employees');
  });

  it('shows the not-found page in English when the language is en-GB', async () => {
    localStorage.setItem('lng', 'en-GB');
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  // /login is public: `/` now sits behind the authentication guard.
  it('renders in Swedish by default, with the locale files from /locales', async () => {
    const { i18n } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('sv-SE');
    expect(document.documentElement.lang).toBe('sv');
    expect(fetch).toHaveBeenCalledWith('/locales/sv-SE/translation.json', expect.anything());
  });

  it('renders in English when localStorage lng is en-GB', async () => {
    localStorage.setItem('lng', 'en-GB');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores an unsupported stored language and falls back to Swedish', async () => {
    localStorage.setItem('lng', 'de-DE');
    const { i18n } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('sv-SE');
  });
});
