import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';

/** Stands in for the browser's WebSocket: the test plays the server. */
class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  isClosed = false;

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  serverSends(message: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  close(): void {
    this.isClosed = true;
  }
}

const pending = (userMessage: string | null, qrTime = 0) => ({
  qrCodeData: `bankid.67df3917-fa0d-44e5-b327-edcc928297f8.${qrTime}.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`,
  userMessage,
  bankIdStatus: 'pending',
  token: null,
});

let finalizeCalls: string[];

beforeEach(() => {
  FakeWebSocket.instances = [];
  finalizeCalls = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/bankid/finalize/')) {
        finalizeCalls.push(
          `${init?.method} ${new URL(url).pathname}${new URL(url).search.replace(/&?at=[^&]*/, '')}`,
        );
        return new Response(JSON.stringify({ token: 'session-csrf' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
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

async function openLoginDialog() {
  const view = renderApp('/login/bankid');
  await screen.findByRole('dialog', { name: 'Identifiera dig med BankID' });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  return { ...view, socket: FakeWebSocket.instances[0]! };
}

describe('the BankID dialog (QR flow)', () => {
  it('opens the QR stream of the brand and shows the code and its status', async () => {
    const { socket } = await openLoginDialog();
    expect(socket.url).toBe(`ws://${window.location.host}/api/bankid/qr?brand=lonsam`);

    socket.serverSends(pending(null));
    const image = await screen.findByAltText('QR-kod för BankID. Läs av den med BankID-appen.');
    expect(image.getAttribute('data-qr-code-data')).toMatch(/\.0\.dc69/);
    // Pending without a message shows RFA1.
    expect(screen.getByTestId('bankid-status')).toHaveTextContent('Starta BankID-appen.');

    socket.serverSends(pending('RFA9', 1));
    await waitFor(() =>
      expect(screen.getByTestId('bankid-status')).toHaveTextContent(
        'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
      ),
    );
    socket.serverSends(pending('RFA999', 2));
    await waitFor(() =>
      expect(screen.getByTestId('bankid-status')).toHaveTextContent('Okänt fel. Försök igen.'),
    );
  });

  it('closes the socket (cancelling the order) on Cancel', async () => {
    const { socket } = await openLoginDialog();
    screen.getByRole('button', { name: 'Avbryt' }).click();
    await waitFor(() => expect(socket.isClosed).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the identification error and closes on failure', async () => {
    const { socket } = await openLoginDialog();
    socket.serverSends({ qrCodeData: null, userMessage: 'RFA6', bankIdStatus: 'failed', token: null });
    expect(
      await screen.findByText('Det gick inte att slutföra identifieringen med de angivna uppgifterna'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(finalizeCalls).toEqual([]);
  });

  it('says in Swedish that BankID is switched off when the server has no BankID', async () => {
    const { socket } = await openLoginDialog();
    socket.serverSends({
      qrCodeData: null,
      userMessage: 'bankIdDisabled',
      bankIdStatus: 'failed',
      token: null,
    });
    expect(
      await screen.findByText(
        'BankID är inte påslaget på den här servern. Logga in med e-post och lösenord i stället.',
      ),
    ).toBeInTheDocument();
  });

  it('says in Swedish that too many identifications were started (the server’s order limit)', async () => {
    const { socket } = await openLoginDialog();
    socket.serverSends({
      qrCodeData: null,
      userMessage: 'TOO_MANY_BANKID_ORDERS',
      bankIdStatus: 'failed',
      token: null,
      retryAfterSeconds: 540,
    });
    expect(
      await screen.findByText(
        'För många BankID-legitimeringar har startats härifrån. Vänta en stund och försök igen.',
      ),
    ).toBeInTheDocument();
  });

  it('treats complete without a token as a failure', async () => {
    const { socket } = await openLoginDialog();
    socket.serverSends({ qrCodeData: null, userMessage: null, bankIdStatus: 'complete', token: null });
    expect(
      await screen.findByText('Det gick inte att slutföra identifieringen med de angivna uppgifterna'),
    ).toBeInTheDocument();
    expect(finalizeCalls).toEqual([]);
  });

  it('finalizes a completed order and goes to /', async () => {
    const { socket, router } = await openLoginDialog();
    socket.serverSends({
      qrCodeData: null,
      userMessage: null,
      bankIdStatus: 'complete',
      token: 'one-time-token',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(finalizeCalls).toEqual(['POST /api/bankid/finalize/one-time-token?intent=login']);
  });
});
