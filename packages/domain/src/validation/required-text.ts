/** Required text fields must be non-empty after trimming; the message is the field's own. */
export function validateRequiredText(value: string | null | undefined, message: string): string | undefined {
  return (value ?? '').trim() === '' ? message : undefined;
}

export function hasText(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}
