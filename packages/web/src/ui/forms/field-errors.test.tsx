import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import svEmployees from '../../../public/locales/sv-SE/employees.json';
import svErrors from '../../../public/locales/sv-SE/errors.json';
import { ApiError } from '../../lib/api-error.ts';
import { renderFeatureUi } from '../../testing/render-feature-ui.tsx';
import { notifications } from '../toast-notifications.tsx';
import { type FieldErrorMap, readFieldErrors } from './field-errors.ts';

const englishDetail = 'The employee can be archived only once the employment has ended.';

/** A save button whose save fails with `error`, as the employee forms handle it. */
function FailingSave({ error }: { error: unknown }) {
  const { t } = useTranslation('employees');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  return (
    <>
      <button type="button" onClick={() => setErrors(readFieldErrors(error, t('errors.saveFailed'), t))}>
        Spara
      </button>
      <output>{Object.entries(errors).map(([field, message]) => `${field}: ${message}`)}</output>
    </>
  );
}

async function saveFailingWith(error: unknown) {
  renderFeatureUi(<FailingSave error={error} />, { employees: svEmployees, errors: svErrors });
  await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
}

describe('readFieldErrors', () => {
  afterEach(() => act(() => notifications.clean()));

  it("toasts the Swedish text of the problem's code, not its English detail", async () => {
    await saveFailingWith(new ApiError(409, { code: 'EMPLOYEE_STILL_EMPLOYED', detail: englishDetail }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(svEmployees.errors.saveFailed);
    expect(toast).toHaveTextContent(svErrors.EMPLOYEE_STILL_EMPLOYED);
    expect(toast).not.toHaveTextContent(englishDetail);
  });

  it('toasts the general Swedish text for a code the web does not know, never the English detail', async () => {
    await saveFailingWith(new ApiError(422, { code: 'SOMETHING_NEW', detail: englishDetail }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(svErrors.generic);
    expect(toast).not.toHaveTextContent(englishDetail);
    expect(toast).not.toHaveTextContent('SOMETHING_NEW');
  });

  it('returns the first message per field and shows no toast when the problem marks fields', async () => {
    await saveFailingWith(
      new ApiError(400, {
        code: 'VALIDATION_FAILED',
        detail: englishDetail,
        errors: { firstName: ['Obligatoriskt', 'För kort'] },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('firstName: Obligatoriskt');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
