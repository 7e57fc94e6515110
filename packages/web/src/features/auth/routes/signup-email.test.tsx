import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type ApiHandler, createApiFetch } from '../testing-api.ts';

function wrongCode(attempt: number) {
  return attempt >= 5
    ? { status: 400, body: { code: 'CODE_USED_UP' } }
    : { status: 400, body: { code: 'WRONG_CODE' } };
}

describe('email sign-up wizard', () => {
  let calls: string[];

  beforeEach(() => {
    calls = [];
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  function stubApi(handler: ApiHandler) {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        createApiFetch((method, path, body) => {
          calls.push(`${method} ${path}`);
          return handler(method, path, body);
        }),
      ),
    );
  }

  it('goes email → code (429 counts as sent) → password; counts wrong codes until used up', async () => {
    let wrongTries = 0;
    stubApi((_method, path, body) => {
      const { code } = (body ?? {}) as { code?: string };
      if (path === '/signup/init') return { status: 200 };
      if (path === '/signup/start') return { status: 429, body: { code: 'CODE_ALREADY_SENT' } };
      if (path === '/signup/verify') return code === '123456' ? { status: 200 } : wrongCode(++wrongTries);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/signup/email');
    const email = await screen.findByLabelText(/E-postadress/);
    const send = screen.getByRole('button', { name: 'Skicka kod' });
    await waitFor(() => expect(document.title).toBe('Skapa konto med e-post – Lönsam'));
    expect(screen.queryByText(/Skriv en hel e-postadress/)).not.toBeInTheDocument();
    await user.type(email, 'anna@exempel');
    expect(send).toBeDisabled();
    expect(screen.getByText('Skriv en hel e-postadress, till exempel namn@företag.se')).toBeInTheDocument();
    await user.type(email, '.se');
    expect(send).toBeEnabled();
    expect(screen.queryByText(/Skriv en hel e-postadress/)).not.toBeInTheDocument();
    await user.click(send);

    const code = await screen.findByLabelText(/^Kod/);
    await user.click(code);
    await user.paste('12 34 5');
    expect(code).toHaveValue('');
    await user.paste('Koden: 000-111');
    expect(code).toHaveValue('000111');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(await screen.findByText('Fel kod (försök 1/5)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(await screen.findByText('Fel kod (försök 2/5)')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    const password = await screen.findByLabelText(/^Lösenord/);
    const save = screen.getByRole('button', { name: 'Spara' });
    await user.type(password, 'elva-tecken');
    expect(save).toBeDisabled();
    await user.type(password, '!');
    expect(save).toBeEnabled();
    expect(calls).toContain('POST /signup/start');
  });

  it('shows Koden är förbrukad after the fifth wrong try', async () => {
    let wrongTries = 0;
    stubApi((_method, path) => {
      if (path === '/signup/init' || path === '/signup/start') return { status: 200 };
      if (path === '/signup/verify') return wrongCode(++wrongTries);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/signup/email');
    await user.type(await screen.findByLabelText(/E-postadress/), 'anna@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skicka kod' }));
    await user.type(await screen.findByLabelText(/^Kod/), '000000');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await user.click(screen.getByRole('button', { name: 'Verifiera' }));
      await screen.findByText(`Fel kod (försök ${attempt}/5)`);
    }
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(await screen.findByText('Koden är förbrukad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifiera' })).toBeDisabled();
  });

  it('names the support address on 409 and the status of other failures', async () => {
    let completeStatus = 409;
    stubApi((_method, path) => {
      if (path === '/signup/init' || path === '/signup/start' || path === '/signup/verify')
        return { status: 200 };
      if (path === '/signup/complete') return { status: completeStatus };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/signup/email');
    await user.type(await screen.findByLabelText(/E-postadress/), 'anna@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skicka kod' }));
    await user.type(await screen.findByLabelText(/^Kod/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    await user.type(await screen.findByLabelText(/^Lösenord/), 'ett-langt-losenord');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kontot finns redan. Kontakta support@localhost')).toBeInTheDocument();
    completeStatus = 500;
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ett fel har inträffat (password: 500)')).toBeInTheDocument();
  });

  it('shows the init status when the wizard cannot open', async () => {
    stubApi(() => ({ status: 503 }));
    renderApp('/signup/email');
    await waitFor(() => expect(screen.getByText('Ett fel har inträffat (init: 503)')).toBeInTheDocument());
  });
});
