import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * A refusal in the user's words: the payroll namespace's text for the problem's code, otherwise
 * the errors namespace's, otherwise a general sentence. Never the server's English detail.
 */
export function describeRunProblem(error: unknown, t: TFunction<'payroll'>): string {
  const code = isApiError(error) ? error.problem.code : undefined;
  const generic = t('problems.generic');
  if (!code) return generic;
  return t([`problems.${code}`, `errors:${code}`] as unknown as 'problems.generic', {
    defaultValue: generic,
  });
}
