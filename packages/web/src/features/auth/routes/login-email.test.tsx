import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type ApiAnswer, createApiFetch } from '../testing-api.ts';

describe('email login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function logInAnswered(answer: ApiAnswer): Promise<void> {
    vi.stubGlobal(
      'fetch',
      vi.fn(createApiFetch((_method, path) => (path === '/login' ? answer : undefined))),
    );
    const user = userEvent.setup();
    renderApp('/login/email');
    await user.type(await screen.findByLabelText(/E-postadress/), 'anna@exempel.se');
    await user.type(screen.getByLabelText(/Lösenord/), 'ett-langt-losenord');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
  }

  it('says how many seconds to wait when failures elsewhere slow the email down (Retry-After)', async () => {
    await logInAnswered({
      status: 429,
      body: { status: 429, code: 'LOGIN_SLOWED_DOWN' },
      headers: { 'retry-after': '40' },
    });
    expect(
      await screen.findByText(
        'Många misslyckade inloggningsförsök för den här e-postadressen. Vänta 40 sekunder och försök igen.',
      ),
    ).toBeInTheDocument();
  });

  it('says minutes from 60 seconds on, rounded up, when the guess limit is reached', async () => {
    await logInAnswered({
      status: 429,
      body: { status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' },
      headers: { 'retry-after': '841' },
    });
    expect(
      await screen.findByText('För många misslyckade inloggningsförsök. Vänta 15 minuter och försök igen.'),
    ).toBeInTheDocument();
  });

  it('says 60 seconds as one minute, in the singular', async () => {
    await logInAnswered({
      status: 429,
      body: { status: 429, code: 'LOGIN_SLOWED_DOWN' },
      headers: { 'retry-after': '60' },
    });
    expect(await screen.findByText(/Vänta 1 minut och försök igen\.$/)).toBeInTheDocument();
  });

  it('says one second in the singular', async () => {
    await logInAnswered({
      status: 429,
      body: { status: 429, code: 'LOGIN_SLOWED_DOWN' },
      headers: { 'retry-after': '1' },
    });
    expect(await screen.findByText(/Vänta 1 sekund och försök igen\.$/)).toBeInTheDocument();
  });

  it('says to wait a while when the answer has no Retry-After', async () => {
    await logInAnswered({ status: 429, body: { status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    expect(
      await screen.findByText('För många misslyckade inloggningsförsök. Vänta en stund och försök igen.'),
    ).toBeInTheDocument();
  });

  it('says in Swedish that the credentials were wrong', async () => {
    await logInAnswered({ status: 401, body: { status: 401, code: 'INVALID_CREDENTIALS' } });
    expect(
      await screen.findByText('Det gick inte att logga in med de angivna uppgifterna.'),
    ).toBeInTheDocument();
  });
});
