import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../testing/serve-public-files.ts';

describe('login and cover layout', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });

  it('shows the default brand: logo, cover and the page’s and brand’s names as page title', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Lönsam' });
    expect(logo).toHaveAttribute('src', '/brands/lonsam/logo.svg');
    expect(logo).toHaveAttribute('width', '180');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://www.lonsam.se');
    expect(screen.getByTestId('login-cover').querySelector('img')).toHaveAttribute(
      'src',
      '/brands/lonsam/cover.jpg',
    );
    await waitFor(() => expect(document.title).toBe('Logga in – Lönsam'));
    expect(screen.getByRole('link', { name: 'Logga in med e-post' })).toHaveAttribute('href', '/login/email');
    expect(screen.getByRole('link', { name: 'Logga in med BankID' })).toHaveAttribute(
      'href',
      '/login/bankid',
    );
  });

  it('shows the stored brand', async () => {
    localStorage.setItem('theme', 'personalkraft');
    renderApp('/login');
    const logo = await screen.findByRole('img', { name: 'Personalkraft' });
    expect(logo).toHaveAttribute('src', '/brands/personalkraft/logo.svg');
    await waitFor(() => expect(document.title).toBe('Logga in – Personalkraft'));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/personalkraft/favicon.svg',
    );
  });

  it('forces the light colour scheme even when dark was chosen, and hides the toggle', async () => {
    localStorage.setItem('lonsam-color-scheme', 'dark');
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Logga in' });
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'),
    );
    expect(
      screen.queryByRole('button', { name: 'Växla mellan ljust och mörkt läge' }),
    ).not.toBeInTheDocument();
  });
});

describe('colour mode', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });

  it('toggles between light and dark and remembers the choice', async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Växla mellan ljust och mörkt läge' });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('lonsam-color-scheme')).toBe('dark');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('lonsam-color-scheme')).toBe('light');
  });

  it('starts in the remembered mode', async () => {
    localStorage.setItem('lonsam-color-scheme', 'dark');
    renderApp('/');
    await screen.findByRole('button', { name: 'Växla mellan ljust och mörkt läge' });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
