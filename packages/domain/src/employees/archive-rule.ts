/**
 * Archiving hides an employee from the list, so it waits until nobody's pay can still be due: every
 * employment has ended, i.e. has an end date before `today` (the last day of employment is still a
 * working day). With no employment at all there is nothing to wait for. Once payroll exists, the
 * final pay joins this rule.
 */
export function isStillEmployed(employments: readonly { endDate: string | null }[], today: string): boolean {
  return employments.some((employment) => employment.endDate === null || employment.endDate >= today);
}
