import { describe, expect, it } from 'vitest';
import { decodeCp437, encodeCp437 } from './cp437.ts';

describe('code page 437', () => {
  it('writes the Swedish letters as the PC-8 bytes SIE readers expect', () => {
    // IBM's table: å 0x86, ä 0x84, ö 0x94, Å 0x8F, Ä 0x8E, Ö 0x99, é 0x82, ü 0x81.
    expect([...encodeCp437('åäöÅÄÖéü')]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82, 0x81]);
    expect(decodeCp437(new Uint8Array([0x4c, 0x94, 0x6e]))).toBe('Lön');
  });

  it('decodes every byte to one character and encodes it back', () => {
    const upper = Uint8Array.from({ length: 128 }, (_, index) => 0x80 + index);
    const text = decodeCp437(upper);
    expect([...text]).toHaveLength(128);
    expect(new Set(text).size).toBe(128);
    expect(encodeCp437(text)).toEqual(upper);
    const ascii = Uint8Array.from({ length: 0x5f }, (_, index) => 0x20 + index);
    expect(encodeCp437(decodeCp437(ascii))).toEqual(ascii);
  });

  it('writes a letter the code page lacks without its accent, or as ?', () => {
    // ő (Hungarian) and ł, ø: not in 437; ö is, but "ő" → "o" keeps the letter readable.
    expect(decodeCp437(encodeCp437('Łukasz Øberg Erdős'))).toBe('Lukasz Oberg Erdos');
    expect(decodeCp437(encodeCp437('王 €'))).toBe('? ?');
    // A decomposed å (a + ring) is composed first, so it is one byte.
    expect([...encodeCp437('a\u030a')]).toEqual([0x86]);
  });
});
