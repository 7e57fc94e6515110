import type { TFunction } from 'i18next';
import type { UserView } from '../api/users-api.ts';

type Role = UserView['roles'][number];

/** A calendar date (YYYY-MM-DD) in the language's short form: 2025-09-01, 01/09/2025. */
function formatDay(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** "Kock, 2025-01-01–2025-09-01" or "Kock, från 2025-01-01": which of a person's employments a role is. */
export function describeEmployment(
  t: TFunction<'users'>,
  employment: NonNullable<Role['employment']>,
  language: string,
): string {
  const start = formatDay(employment.startDate, language);
  return employment.endDate
    ? t('employmentSpan', {
        position: employment.position,
        start,
        end: formatDay(employment.endDate, language),
      })
    : t('employmentFrom', { position: employment.position, start });
}

/** "Chef (3 i teamet)", "Anställd för Sara Berg · Kock, från 2025-01-01", "Administratör". */
export function describeRole(t: TFunction<'users'>, role: Role, language = 'sv-SE'): string {
  const name = t(`roles.${role.role}`);
  if (role.role === 'user' && role.employeeName && role.employment)
    return t('roleWithEmployment', {
      role: name,
      employee: role.employeeName,
      employment: describeEmployment(t, role.employment, language),
    });
  if (role.role === 'user' && role.employeeName)
    return t('roleWithEmployee', { role: name, employee: role.employeeName });
  if (role.role === 'manager' && role.teamSize > 0)
    return t('roleWithTeam', { role: name, count: role.teamSize });
  return name;
}

export function displayName(t: TFunction<'users'>, user: UserView): string {
  return user.name ?? user.email ?? user.personnummer ?? t('noName');
}

export function formatDateTime(value: string | null, language: string): string | null {
  if (!value) return null;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(value));
}
