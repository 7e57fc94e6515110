import { describe, expect, it } from 'vitest';
import { isModuleLoadError } from './is-module-load-error.ts';

describe('isModuleLoadError', () => {
  it('recognises the failed-import messages of Chromium, Firefox and Safari', () => {
    expect(
      isModuleLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isModuleLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isModuleLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('treats other errors as unexpected', () => {
    expect(isModuleLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
    expect(isModuleLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});
