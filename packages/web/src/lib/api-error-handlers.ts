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
    onError: (error) => deps.showToast({ type: 'error', title: describeApiError(error, deps.translate) }),
  };
}
