import { screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../testing/render-app.tsx';
import { fetchFromPublicDir } from '../testing/serve-public-files.ts';

// The messages are installed by the router's app-services layout (routes/with-app-services.tsx),
// around every route but the sign-in page: the first page of a visitor carries no zod.
describe('the app’s zod messages', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });
  afterAll(() => z.config(z.locales.en()));

  it('are not loaded by the sign-in page, which has no form to check', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(z.uuid().safeParse('x').error?.issues[0]?.message).not.toBe('Ogiltigt id');
  });

  it('are Swedish once a route with forms has loaded (as the router loads them)', async () => {
    renderApp('/login/email');
    expect(await screen.findByLabelText(/E-postadress/)).toBeInTheDocument();
    expect(z.uuid().safeParse('x').error?.issues[0]?.message).toBe('Ogiltigt id');
    expect(z.number().max(500).safeParse(900).error?.issues[0]?.message).toBe('Får vara högst 500');
  });
});
