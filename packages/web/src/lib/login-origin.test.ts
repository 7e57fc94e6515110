import { beforeEach, describe, expect, it } from 'vitest';
import { isSafeOrigin, rememberLoginOrigin, takeLoginOrigin } from './login-origin.ts';

describe('login origin', () => {
  beforeEach(() => sessionStorage.clear());

  it('accepts only paths of this app, not the sign-in pages themselves', () => {
    expect(isSafeOrigin('/landing?flik=2#x')).toBe(true);
    expect(isSafeOrigin('/123/manager/payroll')).toBe(true);
    expect(isSafeOrigin('//evil.example/')).toBe(false);
    expect(isSafeOrigin('/\\evil.example')).toBe(false);
    expect(isSafeOrigin('https://evil.example/')).toBe(false);
    expect(isSafeOrigin('/login')).toBe(false);
    expect(isSafeOrigin('/login/email')).toBe(false);
    expect(isSafeOrigin('/logout')).toBe(false);
    expect(isSafeOrigin('/signup?x')).toBe(false);
    expect(isSafeOrigin('/loginx')).toBe(true);
    expect(isSafeOrigin(undefined)).toBe(false);
  });

  it('prefers the router state, falls back to the remembered path, then /, and forgets it', () => {
    rememberLoginOrigin('/landing?a=1');
    expect(takeLoginOrigin({ from: '/deep/link' })).toBe('/deep/link');
    expect(takeLoginOrigin(null)).toBe('/');
    rememberLoginOrigin('/landing?a=1');
    expect(takeLoginOrigin(null)).toBe('/landing?a=1');
    expect(takeLoginOrigin({ from: '//evil.example' })).toBe('/');
  });
});
