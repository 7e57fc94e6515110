import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';

// Issue 15: a BankID sign-in of a person without an account says so in Swedish and offers sign-up.

class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  serverSends(message: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  close(): void {}
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/bankid/finalize/')) {
        return new Response(
          JSON.stringify({ status: 401, code: 'BANKID_NO_ACCOUNT', title: 'x', detail: 'x' }),
          { status: 401, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      if (url.includes('/api/'))
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      return fetchFromPublicDir(input);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BankID sign-in without an account', () => {
  it('says so in Swedish and offers sign-up with BankID or sign-in with e-mail', async () => {
    renderApp('/login/bankid');
    await screen.findByRole('dialog', { name: 'Identifiera dig med BankID' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    FakeWebSocket.instances[0]!.serverSends({
      qrCodeData: null,
      userMessage: null,
      bankIdStatus: 'complete',
      token: 'one-time-token-0123456789abcdef',
    });
    const notice = await screen.findByTestId('bankid-no-account');
    expect(notice).toHaveTextContent('Inget konto för ditt BankID');
    expect(notice).toHaveTextContent('Det finns inget konto kopplat till det här personnumret.');
    expect(within(notice).getByRole('link', { name: 'Skapa konto med BankID' })).toHaveAttribute(
      'href',
      '/signup/bankid',
    );
    expect(within(notice).getByRole('link', { name: 'Logga in med e-post' })).toHaveAttribute(
      'href',
      '/login/email',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Not the generic failure toast of before.
    expect(
      screen.queryByText('Det gick inte att slutföra identifieringen med de angivna uppgifterna'),
    ).not.toBeInTheDocument();
  });
});
