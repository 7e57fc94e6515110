import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  billing,
  customerId,
  ladder,
  openAddCompanyForm as openForm,
  stubAddCompanyApi as stub,
} from '../testing/add-company-fixtures.tsx';

describe('/add-company', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  it('lists the packagings in the server’s size order, each with its description, none chosen without a default', async () => {
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: null }]));
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
    const posted = stub(
      billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: null }]),
    );
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
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: null }]));
    const user = userEvent.setup();
    await openForm();
    expect(screen.getByRole('button', { name: 'Skapa företaget' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Företagsnamn/), 'Bageriet AB');
    expect(screen.getByRole('button', { name: 'Skapa företaget' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bageriet|!/ })).not.toBeInTheDocument();
  });

  it('drops the organisation number’s error when the test-company switch makes it optional', async () => {
    stub(billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: null }]));
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
