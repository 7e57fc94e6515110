import { afterEach, expect, it, vi } from 'vitest';
import { hideErrorToasts, hideToast, showToast, updateToast } from './toast.ts';

// The notifications load as their own chunk; an old tab after a deploy may no longer find it.
vi.mock('./toast-notifications.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

it('loses the one toast, not the page, when the notifications chunk cannot load', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await expect(showToast({ type: 'error', title: 'Något gick fel' })).resolves.toMatch(/^toast-/);
  await expect(updateToast('t1', { title: 'Sparat' })).resolves.toBeUndefined();
  await expect(hideToast('t1')).resolves.toBeUndefined();
  await expect(hideErrorToasts()).resolves.toBeUndefined();
  expect(logged).toHaveBeenCalledTimes(4);
});
