import { describe, expect, it, vi } from 'vitest';
import { redirectFromOldHost } from './host-redirect.ts';

const env = { VITE_OLD_HOST: 'lon.gammal-leverantor.se', VITE_NEW_HOST: 'app.lonsam.se' };
const after = new Date('2025-06-30T01:00:00+02:00');
const before = new Date('2025-06-30T00:59:59+02:00');

function fakeLocation(href: string) {
  return { href, replace: vi.fn() };
}

describe('redirectFromOldHost', () => {
  it('sends a visitor on the old host to the new host with the same path from the switch-over on', () => {
    const location = fakeLocation('https://lon.gammal-leverantor.se/123/manager/payroll?month=2025-07#top');
    expect(redirectFromOldHost(env, location, after)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith(
      'https://app.lonsam.se/123/manager/payroll?month=2025-07#top',
    );
  });

  it('stays before the switch-over, on other hosts and without configured hosts', () => {
    const old = fakeLocation('https://lon.gammal-leverantor.se/landing');
    expect(redirectFromOldHost(env, old, before)).toBe(false);
    const other = fakeLocation('https://app.lonsam.se/landing');
    expect(redirectFromOldHost(env, other, after)).toBe(false);
    expect(redirectFromOldHost({}, old, after)).toBe(false);
    expect(old.replace).not.toHaveBeenCalled();
    expect(other.replace).not.toHaveBeenCalled();
  });
});
