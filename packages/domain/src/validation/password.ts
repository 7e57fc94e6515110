export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT_MESSAGE = `Lösenordet måste vara minst ${MIN_PASSWORD_LENGTH} tecken`;

export type PasswordChecklistKey = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordChecklistItem {
  key: PasswordChecklistKey;
  label: string;
  isMet: boolean;
  /** Only the length gates the save button; the other items are advice. */
  isRequired: boolean;
}

/** Characters are counted as code points, so an emoji counts once. */
function countCharacters(password: string): number {
  return [...password].length;
}

export function getPasswordChecklist(password: string): PasswordChecklistItem[] {
  return [
    {
      key: 'minLength',
      label: `Minst ${MIN_PASSWORD_LENGTH} tecken`,
      isMet: countCharacters(password) >= MIN_PASSWORD_LENGTH,
      isRequired: true,
    },
    { key: 'lowercase', label: 'En liten bokstav', isMet: /\p{Ll}/u.test(password), isRequired: false },
    { key: 'uppercase', label: 'En stor bokstav', isMet: /\p{Lu}/u.test(password), isRequired: false },
    { key: 'digit', label: 'En siffra', isMet: /\p{Nd}/u.test(password), isRequired: false },
    {
      key: 'symbol',
      label: 'Ett specialtecken',
      isMet: /[^\p{L}\p{Nd}\s]/u.test(password),
      isRequired: false,
    },
  ];
}

export function isPasswordAcceptable(password: string): boolean {
  return getPasswordChecklist(password).every((item) => item.isMet || !item.isRequired);
}

export function validatePassword(password: string): string | undefined {
  return isPasswordAcceptable(password) ? undefined : PASSWORD_TOO_SHORT_MESSAGE;
}
