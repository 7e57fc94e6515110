import { Anchor, List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';

type PayeeProblem = { employeeId: string; name: string; message: string };

/**
 * A refusal in the user's words (the reports namespace's text for the code, else the errors
 * namespace's, else a general sentence), the payees who cannot be paid with their Swedish reasons,
 * and a link to the settings page when a setting is missing.
 */
export function PayoutProblem({
  error,
  employerId,
  t,
}: {
  error: unknown;
  employerId: string;
  t: TFunction<'reports'>;
}) {
  const problem = isApiError(error) ? error.problem : undefined;
  const generic = t('problems.generic');
  const text = problem?.code
    ? t([`problems.${problem.code}`, `errors:${problem.code}`] as unknown as 'problems.generic', {
        defaultValue: generic,
      })
    : generic;
  const payees = Array.isArray(problem?.problems) ? (problem.problems as PayeeProblem[]) : [];
  return (
    <>
      <Text size="sm">{text}</Text>
      {payees.length > 0 && (
        <>
          <List size="sm">
            {payees.map((payee) => (
              <List.Item key={payee.employeeId}>
                {payee.name}: {payee.message}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('payout.invalidIntro')}</Text>
        </>
      )}
      {problem?.setting === 'payout' && (
        <Anchor component={Link} to={`/${employerId}/settings/payout`} size="sm">
          {t('payout.settingsLink')}
        </Anchor>
      )}
    </>
  );
}
