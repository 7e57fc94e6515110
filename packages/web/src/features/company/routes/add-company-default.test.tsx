import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  billing,
  customerId,
  ladder,
  openAddCompanyForm as openForm,
  stubAddCompanyApi as stub,
} from '../testing/add-company-fixtures.tsx';

describe('/add-company for a customer with a default packaging', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  it('preselects the customer’s default packaging, and another card can still be chosen', async () => {
    stub(
      billing([
        { id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: ladder[1]!.id },
      ]),
    );
    const user = userEvent.setup();
    await openForm();
    expect(screen.getByRole('radio', { name: 'Lön Plus' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lön Bas' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Lön Bas' }));
    expect(screen.getByRole('radio', { name: 'Lön Bas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lön Plus' })).not.toBeChecked();
  });
});
