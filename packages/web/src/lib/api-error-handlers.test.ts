import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  createApiErrorHandlers,
  describeApiError,
  describeParameterErrors,
  type Translate,
} from './api-error-handlers.ts';

const swedishErrors: Record<string, string> = {
  generic: 'Ett fel har inträffat',
  missingPrivileges: 'Det saknas en eller flera behörigheter',
  account_exists: 'Kontot finns redan',
};
const translate: Translate = (key, { defaultValue }) => swedishErrors[key] ?? defaultValue;

describe('describeApiError', () => {
  it('shows the Swedish text of the problem code', () => {
    expect(describeApiError(new ApiError(409, { code: 'account_exists' }), translate)).toBe(
      'Kontot finns redan',
    );
  });

  it('falls back to the general text for an unknown code or none', () => {
    expect(describeApiError(new ApiError(500, { code: 'never_heard_of' }), translate)).toBe(
      'Ett fel har inträffat',
    );
    expect(describeApiError(new ApiError(500, {}), translate)).toBe('Ett fel har inträffat');
  });
});

describe('createApiErrorHandlers', () => {
  it('shows the missing-privilege toast on a 403', () => {
    const showToast = vi.fn();
    createApiErrorHandlers({ translate, showToast }).onForbidden(new ApiError(403, {}));
    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Det saknas en eller flera behörigheter',
    });
  });

  it('uses the built-in Swedish text when the namespace is missing', () => {
    const showToast = vi.fn();
    const bare: Translate = (_key, { defaultValue }) => defaultValue;
    createApiErrorHandlers({ translate: bare, showToast }).onForbidden(new ApiError(403, {}));
    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Det saknas en eller flera behörigheter',
    });
  });

  it('shows the problem text for other errors', () => {
    const showToast = vi.fn();
    createApiErrorHandlers({ translate, showToast }).onError(new ApiError(409, { code: 'account_exists' }));
    expect(showToast).toHaveBeenCalledWith({ type: 'error', title: 'Kontot finns redan' });
  });
});

describe('describeParameterErrors', () => {
  it('lists the query and path parameters with their messages', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: { 'querystring.search': ['Högst 200 tecken'], 'params.employerId': ['Ogiltigt id'] },
    });
    expect(describeParameterErrors(error, translate)).toEqual({
      type: 'error',
      title: 'Ogiltigt värde i förfrågan',
      description: 'search: Högst 200 tecken; employerId: Ogiltigt id',
    });
  });

  it('leaves body field errors to the form (marked fields)', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: { email: ['Ogiltig e-postadress'] },
    });
    expect(describeParameterErrors(error, translate)).toBeUndefined();
    expect(describeParameterErrors(new ApiError(409, { code: 'account_exists' }), translate)).toBeUndefined();
  });
});
