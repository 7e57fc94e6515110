import { Anchor, List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * A refusal in the user's words: the reports namespace's text for the problem's code, otherwise
 * the errors namespace's, otherwise a general sentence; never the server's English detail. A
 * missing setting links to its settings page.
 */
export function ProblemText({
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
  const setting = typeof problem?.setting === 'string' ? problem.setting : undefined;
  const details = Array.isArray(problem?.problems)
    ? (problem.problems as unknown[]).filter((item): item is string => typeof item === 'string')
    : [];
  return (
    <>
      <Text size="sm">{text}</Text>
      {details.length > 0 && (
        <List size="sm">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
      {setting && (
        <Anchor component={Link} to={`/${employerId}/settings/${setting}`} size="sm">
          {t(setting === 'payout' ? 'payout.settingsLink' : 'agi.settingsLink')}
        </Anchor>
      )}
    </>
  );
}
