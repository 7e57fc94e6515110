import { describe, expect, it } from 'vitest';
import { hashCode, isRightCode } from './one-time-code.ts';

describe('isRightCode', () => {
  const rowId = '0b7d6f0e-3f7a-4c55-9a43-1a2b3c4d5e6f';
  const stored = hashCode(rowId, '123456');

  it('accepts the code whose hash is stored for that row only', () => {
    expect(isRightCode(rowId, '123456', stored)).toBe(true);
    expect(isRightCode(rowId, '123457', stored)).toBe(false);
    expect(isRightCode('another-row', '123456', stored)).toBe(false);
  });

  it('refuses a stored value of another length instead of throwing', () => {
    expect(isRightCode(rowId, '123456', stored.slice(0, 10))).toBe(false);
    expect(isRightCode(rowId, '123456', '')).toBe(false);
  });
});
