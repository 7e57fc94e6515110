import { describe, expect, test } from 'vitest';
import {
  bankIdAutoStartSchema,
  basicCredentialsSchema,
  passwordResetCompleteSchema,
  passwordResetStartSchema,
  readBasicAuthorization,
  signupCompleteSchema,
  signupStartSchema,
  signupVerifySchema,
} from './auth.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('login', () => {
  test('email and password required', () => {
    expect(basicCredentialsSchema.parse({ email: ' Anna@Example.SE ', password: 'x' })).toEqual({
      email: 'anna@example.se',
      password: 'x',
    });
    expect(messagesOf(basicCredentialsSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: E-postadress krävs',
      'email: Ogiltig e-postadress',
      'password: Lösenord krävs',
    ]);
    expect(messagesOf(basicCredentialsSchema.safeParse({}))).toEqual([
      'email: E-postadress krävs',
      'password: Lösenord krävs',
    ]);
  });

  test('basic authorization header decoding, UTF-8 and colons in the password', () => {
    const header = `Basic ${Buffer.from('åsa@example.se:hemligt:lösen', 'utf8').toString('base64')}`;
    expect(readBasicAuthorization(header)).toEqual({ email: 'åsa@example.se', password: 'hemligt:lösen' });
    expect(readBasicAuthorization(`basic ${btoa('a@b.se:')}`)).toEqual({ email: 'a@b.se', password: '' });
    expect(readBasicAuthorization(`Basic ${btoa('no-colon')}`)).toBeUndefined();
    expect(readBasicAuthorization('Bearer abc')).toBeUndefined();
    expect(readBasicAuthorization(`Basic ${btoa('\xff\xfe:x')}`)).toBeUndefined();
    expect(readBasicAuthorization(undefined)).toBeUndefined();
  });
});

describe('sign-up', () => {
  test('start needs an email and a known brand', () => {
    expect(signupStartSchema.parse({ email: 'a@b.se', brand: 'bokfort-lon' })).toEqual({
      email: 'a@b.se',
      brand: 'bokfort-lon',
    });
    expect(signupStartSchema.safeParse({ email: 'a@b', brand: 'lonsam' }).success).toBe(false);
    expect(signupStartSchema.safeParse({ email: 'a@b.se', brand: 'other' }).success).toBe(false);
  });

  test('verify needs exactly 6 digits', () => {
    expect(signupVerifySchema.safeParse({ email: 'a@b.se', code: '123456' }).success).toBe(true);
    expect(messagesOf(signupVerifySchema.safeParse({ email: 'a@b.se', code: '12345' }))).toEqual([
      'code: Koden ska vara 6 siffror',
    ]);
    expect(signupVerifySchema.safeParse({ email: 'a@b.se', code: '123-456' }).success).toBe(false);
  });

  test('complete needs a 12-character password', () => {
    expect(
      signupCompleteSchema.safeParse({ email: 'a@b.se', code: '123456', password: 'a'.repeat(12) }).success,
    ).toBe(true);
    expect(
      messagesOf(
        signupCompleteSchema.safeParse({ email: 'a@b.se', code: '123456', password: 'a'.repeat(11) }),
      ),
    ).toEqual(['password: Lösenordet måste vara minst 12 tecken']);
  });
});

test('password reset and BankID auto-start', () => {
  expect(passwordResetStartSchema.parse({ email: 'A@B.SE' })).toEqual({ email: 'a@b.se' });
  expect(
    passwordResetCompleteSchema.safeParse({ email: 'a@b.se', code: '000000', password: 'x'.repeat(12) })
      .success,
  ).toBe(true);
  expect(
    passwordResetCompleteSchema.safeParse({ email: 'a@b.se', code: '000000', password: 'short' }).success,
  ).toBe(false);
  expect(bankIdAutoStartSchema.parse({ brand: 'radgivarlon' })).toEqual({ brand: 'radgivarlon' });
  expect(bankIdAutoStartSchema.safeParse({}).success).toBe(false);
});
