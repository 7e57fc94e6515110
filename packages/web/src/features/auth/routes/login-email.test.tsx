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

  it('says to wait a minute when failures from other addresses slow this one down', async () => {
    await logInAnswered({ status: 429, body: { status: 429, code: 'LOGIN_SLOWED_DOWN' } });
    expect(
      await screen.findByText(
        'Många misslyckade inloggningsförsök för den här e-postadressen. Vänta en minut och försök igen.',
      ),
    ).toBeInTheDocument();
  });

  it('says to wait 15 minutes when the guess limit is reached', async () => {
    await logInAnswered({ status: 429, body: { status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    expect(
      await screen.findByText('För många misslyckade inloggningsförsök. Vänta 15 minuter och försök igen.'),
    ).toBeInTheDocument();
  });
});
