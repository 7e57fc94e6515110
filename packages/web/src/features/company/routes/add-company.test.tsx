import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';
import type { BillingOptions } from '../api/get-billing-options.ts';

const entry = {
  identity: {
    id: 'i1',
    email: 'anna@exempel.se',
    firstName: 'Anna',
    lastName: 'Svensson',
    hasPassword: true,
    hasBankId: false,
  },
  companies: [],
  isTenantManager: false,
  tenantManagerIds: [],
};

// The server's order (smallest first), deliberately not alphabetical.
const customerId = '00000000-0000-4000-8000-00000000c001';
const ladder = [
  {
    id: '00000000-0000-4000-8000-00000000b001',
    name: 'Lön Bas',
    description: 'Lönekörning och lönebesked för det lilla företaget.',
  },
  {
    id: '00000000-0000-4000-8000-00000000b002',
    name: 'Lön Plus',
    description: 'Allt i Lön Bas samt rapporter.',
  },
  {
    id: '00000000-0000-4000-8000-00000000b003',
    name: 'HR Komplett',
    description: 'Hela lönen och personaladministrationen.',
  },
];

function billing(customers: BillingOptions['customers']): BillingOptions {
  return {
    demoDataLimits: {
      extraEmployees: { min: 0, max: 100, default: 5 },
      monthsBack: { min: 3, max: 24, default: 4 },
    },
    customers,
  };
}

function stub(options: BillingOptions) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost/',
      );
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
        });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry') return json(entry);
      if (path === '/employer/billing-options') return json(options);
      if (init?.method === 'POST' && path === '/employer') {
        posted.push(JSON.parse(String(init.body)));
        return json({ status: 400, code: 'VALIDATION', errors: {} }, 400);
      }
      return json({ status: 404 }, 404);
    }),
  );
  return posted;
}

async function openForm() {
  renderApp('/add-company');
  await screen.findByRole('heading', { name: 'Nytt företag' }, { timeout: 5000 });
}

describe('/add-company', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  it('lists the packagings in the server’s size order, each with its description, none chosen without a default', async () => {
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder }]));
    await openForm();
    const group = screen.getByRole('radiogroup', { name: /^Paketering/ });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Lön Bas',
      'Lön Plus',
      'HR Komplett',
    ]);
    expect(screen.getByRole('radio', { name: 'Lön Plus' })).toHaveAccessibleDescription(
      'Allt i Lön Bas samt rapporter.',
    );
    expect(screen.getByText('Hela lönen och personaladministrationen.')).toBeVisible();
    for (const card of cards) expect(card).not.toBeChecked();
  });

  it('submits the packaging chosen on its card', async () => {
    const posted = stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder }]));
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('radio', { name: 'HR Komplett' }));
    expect(screen.getByRole('radio', { name: 'HR Komplett' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Företagsnamn/), 'Bageriet AB');
    await user.click(screen.getByLabelText('Testföretag med exempeldata'));
    await user.type(screen.getByLabelText(/^Förnamn/), 'Anna');
    await user.type(screen.getByLabelText(/^Efternamn/), 'Svensson');
    await user.type(screen.getByLabelText(/^Personnummer/), '19850312-0076');
    await user.click(screen.getByRole('button', { name: 'Skapa företaget' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ customerId, packagingId: ladder[2]!.id });
  });

  it('reads "Skapa företaget" on the submit button whatever the company is called', async () => {
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder }]));
    const user = userEvent.setup();
    await openForm();
    expect(screen.getByRole('button', { name: 'Skapa företaget' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Företagsnamn/), 'Bageriet AB');
    expect(screen.getByRole('button', { name: 'Skapa företaget' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bageriet|!/ })).not.toBeInTheDocument();
  });

  it('drops the organisation number’s error when the test-company switch makes it optional', async () => {
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder }]));
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Skapa företaget' }));
    const orgNumber = screen.getByLabelText(/^Organisationsnummer/);
    expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
    const firstName = screen.getByLabelText(/^Förnamn/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText('Testföretag med exempeldata'));
    expect(orgNumber).not.toHaveAttribute('aria-invalid', 'true');
    // Still required either way: its error stays.
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
  });
});
