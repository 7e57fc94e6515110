import { describe, expect, test } from 'vitest';
import {
  COMPANY_NAME_REQUIRED_MESSAGE,
  CONTACT_EMAIL_LENGTH_MESSAGE,
  CONTACT_EMAIL_MESSAGE,
  CONTACT_NAME_TOO_LONG_MESSAGE,
  CONTACT_PHONE_MESSAGE,
  CONTACT_PHONE_TOO_LONG_MESSAGE,
  companyAddressSettingsSchema,
  companyInfoSettingsSchema,
  formatPostalCode,
  POSTAL_CODE_MESSAGE,
} from './company-settings.ts';

const info = {
  name: 'Testbolaget AB',
  agiContact: { name: 'Lena Lön', phone: '08-123 456 78', email: 'lon@testbolaget.se' },
  agiDeclarationDay: 'twelfth',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('company info', () => {
  test('a complete value passes, trimmed', () => {
    const parsed = companyInfoSettingsSchema.parse({ ...info, name: '  Testbolaget AB ' });
    expect(parsed.name).toBe('Testbolaget AB');
    expect(
      companyInfoSettingsSchema.parse({ ...info, agiDeclarationDay: 'twentySixth' }).agiDeclarationDay,
    ).toBe('twentySixth');
  });

  test('Skatteverket’s contact limits: name ≤ 50, phone ≤ 20 with digits, e-mail 5–254', () => {
    const contact = (agiContact: Partial<typeof info.agiContact>) =>
      messages(
        companyInfoSettingsSchema.safeParse({ ...info, agiContact: { ...info.agiContact, ...agiContact } }),
      );
    expect(contact({ name: 'x'.repeat(50) })).toEqual({});
    expect(contact({ name: 'x'.repeat(51) })).toEqual({ 'agiContact.name': CONTACT_NAME_TOO_LONG_MESSAGE });
    expect(contact({ phone: '+46 (0)8-123 456 78' })).toEqual({}); // 19 characters
    expect(contact({ phone: '08-123 456 78 90 12 3' })).toEqual({
      'agiContact.phone': CONTACT_PHONE_TOO_LONG_MESSAGE,
    }); // 21
    expect(contact({ phone: 'ring växeln' })).toEqual({ 'agiContact.phone': CONTACT_PHONE_MESSAGE });
    expect(contact({ phone: '1234' })).toEqual({ 'agiContact.phone': CONTACT_PHONE_MESSAGE }); // too few digits
    expect(contact({ email: 'lon@testbolaget' })).toEqual({ 'agiContact.email': CONTACT_EMAIL_MESSAGE });
    expect(contact({ email: 'a@b.' })).toEqual({ 'agiContact.email': CONTACT_EMAIL_LENGTH_MESSAGE });
    // 64 + 1 ('@') + 186 + 3 ('.se') = 254 characters; one more is 255
    expect(contact({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.se` })).toEqual({});
    expect(contact({ email: `${'a'.repeat(64)}@${'b'.repeat(187)}.se` })).toEqual({
      'agiContact.email': CONTACT_EMAIL_LENGTH_MESSAGE,
    });
  });

  test('a name is required and the due date is one of the two rules', () => {
    expect(messages(companyInfoSettingsSchema.safeParse({ ...info, name: '   ' }))).toEqual({
      name: COMPANY_NAME_REQUIRED_MESSAGE,
    });
    expect(companyInfoSettingsSchema.safeParse({ ...info, agiDeclarationDay: 'fifteenth' }).success).toBe(
      false,
    );
  });
});

describe('company address', () => {
  const address = { careOf: '', streetAddress: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' };

  test('the postnummer is stored as "123 45" however typed, c/o is optional', () => {
    expect(companyAddressSettingsSchema.parse(address).postalCode).toBe('111 22');
    expect(companyAddressSettingsSchema.parse({ ...address, postalCode: '111 22' }).postalCode).toBe(
      '111 22',
    );
    const { careOf: _none, ...withoutCareOf } = address;
    expect(companyAddressSettingsSchema.parse(withoutCareOf).careOf).toBe('');
  });

  test('anything but five digits is refused in Swedish', () => {
    for (const postalCode of ['1112', '111 222', 'ABCDE', ''])
      expect(messages(companyAddressSettingsSchema.safeParse({ ...address, postalCode }))).toEqual({
        postalCode: POSTAL_CODE_MESSAGE,
      });
  });

  test('formatPostalCode shows five digits as "123 45" and leaves the rest', () => {
    expect(formatPostalCode('12345')).toBe('123 45');
    expect(formatPostalCode('123')).toBe('123');
  });
});
