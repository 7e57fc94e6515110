import { expect, test } from 'vitest';
import {
  chooseDownloadFileName,
  createDefaultFileName,
  readContentDispositionFileName,
} from './download-file-name.ts';

test('file name from content-disposition', () => {
  expect(readContentDispositionFileName('attachment; filename="lönespec 2025-06.pdf"')).toBe(
    'lönespec 2025-06.pdf',
  );
  expect(readContentDispositionFileName('attachment; filename=report.csv')).toBe('report.csv');
  expect(readContentDispositionFileName('attachment; filename="a\\"b.txt"')).toBe('a"b.txt');
  expect(
    readContentDispositionFileName(`attachment; filename="fallback.pdf"; filename*=UTF-8''l%C3%B6nespec.pdf`),
  ).toBe('lönespec.pdf');
  expect(readContentDispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`)).toBe(
    'ok.pdf',
  );
  expect(readContentDispositionFileName('attachment')).toBeUndefined();
  expect(readContentDispositionFileName('')).toBeUndefined();
  expect(readContentDispositionFileName(null)).toBeUndefined();
});

test('default name: short name, Swedish short date and medium time, underscores, no colons', () => {
  const now = new Date('2025-06-29T23:02:03Z');
  expect(createDefaultFileName(now)).toBe('lonsam-2025-06-30_010203');
  expect(createDefaultFileName(now, 'x', 'UTC')).toBe('x-2025-06-29_230203');
  expect(chooseDownloadFileName(undefined, now)).toBe('lonsam-2025-06-30_010203');
  expect(chooseDownloadFileName('attachment; filename="a.pdf"', now)).toBe('a.pdf');
});
