import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import errors from '../../../../public/locales/sv-SE/errors.json';
import users from '../../../../public/locales/sv-SE/users.json';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { UserAccessForm } from './user-access-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document = { version: 0, value: { endedEmploymentAccessMonths: 13 } };

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserAccessForm', () => {
  it('saves the months an ended employment keeps access, with the version read', async () => {
    const requests = stubApi(() => ({ version: 1, value: { endedEmploymentAccessMonths: 24 } }));
    renderFeatureUi(<UserAccessForm scope={scope} canEdit document={document} />, { users, errors });
    const input = screen.getByLabelText('Antal månader');
    expect(input).toHaveValue('13');
    await userEvent.clear(input);
    await userEvent.type(input, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/employer/${scope.employerId}/settings/user-access`,
      body: { version: 0, value: { endedEmploymentAccessMonths: 24 } },
    });
  });

  it("shows the server's Swedish field error under the field", async () => {
    stubApi(() =>
      problem(400, {
        code: 'VALIDATION_FAILED',
        errors: { endedEmploymentAccessMonths: ['Ange 0–120 månader'] },
      }),
    );
    renderFeatureUi(<UserAccessForm scope={scope} canEdit document={document} />, { users, errors });
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange 0–120 månader')).toBeInTheDocument();
  });

  it('is read only without write access', () => {
    stubApi(() => ({}));
    renderFeatureUi(<UserAccessForm scope={scope} canEdit={false} document={document} />, { users, errors });
    expect(screen.getByLabelText('Antal månader')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
  });
});
