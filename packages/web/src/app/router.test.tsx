import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { fetchFromPublicDir } from '../testing/serve-public-files.ts';

describe('app router', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });

  it('shows Fallback on an unmatched route', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Fallback')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Välkommen till Lönsam' })).not.toBeInTheDocument();
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
