import type { ApiErrorHandlers } from './api-client.ts';
import type { ApiError } from './api-error.ts';

export type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

export type ToastRequest = { type: 'error'; title: string; description?: string };

export const forbiddenMessageKey = 'missingPrivileges';
export const unknownErrorKey = 'generic';

/** The Swedish texts are the sv-SE file's; these only show if the namespace failed to load. */
const fallbackTexts = {
  [forbiddenMessageKey]: 'Det saknas en eller flera behörigheter',
  [unknownErrorKey]: 'Ett fel har inträffat',
} as const;

/** The user's text for a failed call: the `errors` namespace entry for its code, else a general text. */
export function describeApiError(error: ApiError, translate: Translate): string {
  const generic = translate(unknownErrorKey, { ns: 'errors', defaultValue: fallbackTexts.generic });
  const code = error.problem.code;
  if (!code) return generic;
  return translate(code, { ns: 'errors', defaultValue: generic });
}

export const queryValidationKey = 'VALIDATION_FAILED_QUERY';

// Problems name fields outside the body with their location first (`querystring.search`).
const NON_BODY_LOCATIONS = ['querystring', 'params', 'headers'];

/**
 * A 400 for a query or path parameter marks no form field, so "check the marked fields" says
 * nothing: the toast names the parameter and its message instead. Undefined for other errors.
 */
export function describeParameterErrors(error: ApiError, translate: Translate): ToastRequest | undefined {
  if (error.problem.code !== 'VALIDATION_FAILED' || !error.problem.errors) return undefined;
  const lines: string[] = [];
  for (const [field, messages] of Object.entries(error.problem.errors)) {
    const [location, ...path] = field.split('.');
    if (!location || !NON_BODY_LOCATIONS.includes(location)) continue;
    const name = path.join('.') || location;
    const label = translate(`fields.${name}`, { ns: 'errors', defaultValue: name });
    lines.push(`${label}: ${messages.join(', ')}`);
  }
  if (lines.length === 0) return undefined;
  return {
    type: 'error',
    title: translate(queryValidationKey, { ns: 'errors', defaultValue: 'Ogiltigt värde i förfrågan' }),
    description: lines.join('; '),
  };
}

export function createApiErrorHandlers(deps: {
  translate: Translate;
  showToast: (toast: ToastRequest) => void;
}): ApiErrorHandlers {
  return {
    onForbidden: () =>
      deps.showToast({
        type: 'error',
        title: deps.translate(forbiddenMessageKey, {
          ns: 'errors',
          defaultValue: fallbackTexts.missingPrivileges,
        }),
      }),
    onError: (error) =>
      deps.showToast(
        describeParameterErrors(error, deps.translate) ?? {
          type: 'error',
          title: describeApiError(error, deps.translate),
        },
      ),
  };
}
