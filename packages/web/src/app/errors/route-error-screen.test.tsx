import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../testing/serve-public-files.ts';

describe('generic error page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fetchFromPublicDir));
    return () => vi.unstubAllGlobals();
  });

  it('says Ett fel har inträffat! (en-GB An error occurred!) and restarts at /landing', async () => {
    renderApp('/error');
    expect(await screen.findByRole('heading', { name: 'Ett fel har inträffat!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starta om' })).toHaveAttribute('href', '/landing');
  });
});
