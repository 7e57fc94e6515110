import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svAccount from '../../../../public/locales/sv-SE/account.json';
import svAuth from '../../../../public/locales/sv-SE/auth.json';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import { type RecordedRequest, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import type { SignInMethods } from '../api/account.ts';
import { type BankIdDialogSlot, SignInMethodsSection } from './sign-in-methods-section.tsx';

const emailOnly: SignInMethods = { email: 'anna@exempel.se', hasPassword: true, bankId: null };
const bankIdOnly: SignInMethods = {
  email: null,
  hasPassword: false,
  bankId: { personnummerMasked: '19900101-XXXX', firstName: 'Berit', lastName: 'Bankidsson' },
};

function problem(status: number, code: string): Response {
  return new Response(JSON.stringify({ status, code, title: code, detail: 'x' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** Stands in for the BankID dialog: a button that completes the order with a token. */
const fakeBankIdDialog: BankIdDialogSlot = ({ opened, onComplete, onClose }) =>
  opened ? (
    <button
      type="button"
      onClick={() => {
        void onComplete('one-time-token-0123456789abcdef').then(onClose);
      }}
    >
      Identifiera (test)
    </button>
  ) : null;

function renderSection(answer: (request: RecordedRequest) => unknown) {
  const requests = stubApi(answer);
  renderFeatureUi(<SignInMethodsSection bankIdDialog={fakeBankIdDialog} />, {
    account: svAccount,
    auth: svAuth,
    errors: svErrors,
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Inloggningssätt', () => {
  it('lists the e-mail and a missing BankID, adds BankID through the dialog’s token and shows it', async () => {
    const requests = renderSection((request) =>
      request.path === '/api/account/sign-in-methods'
        ? emailOnly
        : request.path.startsWith('/api/account/bankid/link/')
          ? bankIdOnlyWithEmail()
          : {},
    );
    expect(await screen.findByRole('heading', { name: 'Inloggningssätt' })).toBeInTheDocument();
    expect(await screen.findByTestId('sign-in-method-email')).toHaveTextContent('anna@exempel.se');
    expect(screen.getByTestId('sign-in-method-email')).toHaveTextContent('Tillagt');
    expect(screen.getByTestId('sign-in-method-bankid')).toHaveTextContent('Inte tillagt');
    expect(screen.queryByRole('button', { name: 'Lägg till e-post och lösenord' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Lägg till BankID' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Identifiera (test)' }));
    expect(await screen.findByText('BankID är nu kopplat till ditt konto.')).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-method-bankid')).toHaveTextContent(
      'Berit Bankidsson, personnummer 19900101-XXXX',
    );
    expect(screen.queryByRole('button', { name: 'Lägg till BankID' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/account/bankid/link/one-time-token-0123456789abcdef',
    ]);
  });

  it('says in Swedish when the personnummer belongs to another account', async () => {
    renderSection((request) =>
      request.path === '/api/account/sign-in-methods' ? emailOnly : problem(409, 'BANKID_PERSONNUMMER_TAKEN'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Lägg till BankID' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Identifiera (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Personnumret hör redan till ett annat konto. Logga in med BankID där i stället.',
    );
    expect(screen.getByTestId('sign-in-method-bankid')).toHaveTextContent('Inte tillagt');
  });

  it('adds an e-mail and password to a BankID account: e-mail, mailed code, password', async () => {
    const requests = renderSection((request) => {
      if (request.path === '/api/account/sign-in-methods') return bankIdOnly;
      if (request.path === '/api/account/email/complete') return bankIdOnlyWithEmail();
      return {};
    });
    expect(await screen.findByTestId('sign-in-method-bankid')).toHaveTextContent('Berit Bankidsson');
    expect(screen.queryByRole('button', { name: 'Lägg till BankID' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till e-post och lösenord' }));

    fireEvent.change(await screen.findByLabelText(/^E-post/), { target: { value: 'berit@exempel.se' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka kod' }));
    fireEvent.change(await screen.findByLabelText(/^Kod/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    fireEvent.change(await screen.findByLabelText(/^Lösenord/), { target: { value: 'ett långt lösenord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('E-post och lösenord är nu tillagda i ditt konto.')).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-method-email')).toHaveTextContent('berit@exempel.se');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/account/email/start', body: { email: 'berit@exempel.se' } },
      {
        method: 'POST',
        path: '/api/account/email/verify',
        body: { email: 'berit@exempel.se', code: '123456' },
      },
      {
        method: 'POST',
        path: '/api/account/email/complete',
        body: { email: 'berit@exempel.se', code: '123456', password: 'ett långt lösenord' },
      },
    ]);
  });

  it('shows a wrong code and an e-mail of another account in Swedish', async () => {
    renderSection((request) => {
      if (request.path === '/api/account/sign-in-methods') return bankIdOnly;
      if (request.path === '/api/account/email/verify') return problem(400, 'WRONG_CODE');
      return {};
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lägg till e-post och lösenord' }));
    fireEvent.change(await screen.findByLabelText(/^E-post/), { target: { value: 'berit@exempel.se' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka kod' }));
    fireEvent.change(await screen.findByLabelText(/^Kod/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/1\/5|försök/i));
  });
});

function bankIdOnlyWithEmail(): SignInMethods {
  return { email: 'berit@exempel.se', hasPassword: true, bankId: bankIdOnly.bankId };
}
