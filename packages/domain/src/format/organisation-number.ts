/**
 * An organisation number for people to read: 12 stored digits as `XXXXXXXX-XXXX` (a sole
 * trader's is their personnummer, `ÅÅÅÅMMDD-NNNN`), 10 as `XXXXXX-XXXX`. Anything else is shown
 * as it is: display never throws.
 */
export function formatOrganisationNumber(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{12}$/.test(value)) return `${value.slice(0, 8)}-${value.slice(8)}`;
  if (/^\d{10}$/.test(value)) return `${value.slice(0, 6)}-${value.slice(6)}`;
  return value;
}
