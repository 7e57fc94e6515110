import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client.ts';
import { sessionStatusStore } from '../lib/session-status.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fetchFromPublicDir } from '../testing/serve-public-files.ts';
import { notifications } from '../ui/toast-notifications.tsx';

function answerApiWith(status: number, problem: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      return new Response(JSON.stringify({ status, ...problem }), {
        status,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    }),
  );
}

describe('API errors in the running app', () => {
  beforeEach(() => () => vi.unstubAllGlobals());
  afterEach(() => {
    act(() => notifications.clean());
    sessionStatusStore.set('unknown');
  });

  it('shows the missing-privileges toast on a 403', async () => {
    answerApiWith(403, { code: 'FORBIDDEN' });
    renderApp('/error');
    await screen.findByRole('heading', { name: 'Ett fel har inträffat!' });
    await act(async () => {
      await apiClient.get('/employer/customer-admin').catch(() => {});
    });
    expect(await screen.findByText('Det saknas en eller flera behörigheter')).toBeInTheDocument();
  });

  it("shows the problem's Swedish text for other errors", async () => {
    answerApiWith(503, { code: 'DATABASE_UNAVAILABLE' });
    renderApp('/error');
    await screen.findByRole('heading', { name: 'Ett fel har inträffat!' });
    await act(async () => {
      await apiClient.get('/entry').catch(() => {});
    });
    expect(
      await screen.findByText('Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.'),
    ).toBeInTheDocument();
  });

  it("shows the general Swedish text for a code the web does not know, never the problem's English detail", async () => {
    answerApiWith(422, {
      code: 'SOMETHING_NEW',
      detail: 'The role lacks write access to Employee.Lifecycle.Create.',
    });
    renderApp('/error');
    await screen.findByRole('heading', { name: 'Ett fel har inträffat!' });
    await act(async () => {
      await apiClient.get('/entry').catch(() => {});
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ett fel har inträffat');
    expect(toast).not.toHaveTextContent('Employee.Lifecycle.Create');
    expect(toast).not.toHaveTextContent('SOMETHING_NEW');
  });

  it('names the query parameter and its message for a 400 on a query, then closes on a route change', async () => {
    answerApiWith(400, {
      code: 'VALIDATION_FAILED',
      errors: { 'querystring.search': ['Högst 200 tecken'] },
    });
    const { router } = renderApp('/error');
    await screen.findByRole('heading', { name: 'Ett fel har inträffat!' });
    await act(async () => {
      await apiClient.get('/employer/x/employees?search=long').catch(() => {});
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ogiltigt värde i förfrågan');
    expect(toast).toHaveTextContent('Sökning: Högst 200 tecken');
    expect(toast).not.toHaveTextContent('Kontrollera de markerade fälten');
    await act(async () => {
      await router.navigate('/no/such/page');
    });
    await waitFor(() => expect(screen.queryByText('Ogiltigt värde i förfrågan')).not.toBeInTheDocument());
  });

  it('marks the session not_authenticated on a 401, without a toast', async () => {
    answerApiWith(401, { code: 'NOT_AUTHENTICATED' });
    renderApp('/error');
    await screen.findByRole('heading', { name: 'Ett fel har inträffat!' });
    await act(async () => {
      await apiClient.get('/entry').catch(() => {});
    });
    expect(sessionStatusStore.get()).toBe('not_authenticated');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
