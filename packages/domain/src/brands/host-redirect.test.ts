import { expect, test } from 'vitest';
import { HOST_REDIRECT_FROM, resolveHostRedirect } from './host-redirect.ts';

const hosts = { oldHost: 'lonsam.oldprovider.example', newHost: 'app.lonsam.se' };
const url = 'https://lonsam.oldprovider.example/123/manager/approvals?month=2025-06#top';

test('the cut-over instant is 2025-06-29 23:00 UTC', () => {
  expect(HOST_REDIRECT_FROM.toISOString()).toBe('2025-06-29T23:00:00.000Z');
});

test('before the instant nobody moves', () => {
  expect(
    resolveHostRedirect({ ...hosts, now: new Date('2025-06-30T00:59:59.999+02:00'), currentUrl: url }),
  ).toBeUndefined();
});

test('from the instant the old host goes to the new host with the same path', () => {
  expect(resolveHostRedirect({ ...hosts, now: new Date('2025-06-30T01:00:00+02:00'), currentUrl: url })).toBe(
    'https://app.lonsam.se/123/manager/approvals?month=2025-06#top',
  );
  expect(
    resolveHostRedirect({
      ...hosts,
      now: new Date('2026-01-01T00:00:00Z'),
      currentUrl: new URL('https://LONSAM.oldprovider.example/'),
    }),
  ).toBe('https://app.lonsam.se/');
});

test('other hosts stay', () => {
  expect(
    resolveHostRedirect({
      ...hosts,
      now: new Date('2026-01-01T00:00:00Z'),
      currentUrl: 'https://app.lonsam.se/landing',
    }),
  ).toBeUndefined();
});
