import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalidField } from './focus-first-error.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalidField', () => {
  it('focuses the first invalid field in document order and scrolls it to the middle', () => {
    document.body.innerHTML = `
      <form>
        <input id="ok" />
        <input id="first" aria-invalid="true" />
        <input id="second" aria-invalid="true" />
      </form>`;
    const first = document.getElementById('first')!;
    // jsdom does not implement scrolling; the browser's method is what the helper calls.
    const scrollIntoView = vi.fn();
    first.scrollIntoView = scrollIntoView;
    expect(focusFirstInvalidField(document.querySelector('form'))).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves the focus alone when no field is invalid', () => {
    document.body.innerHTML = '<form><input id="ok" aria-invalid="false" /></form>';
    expect(focusFirstInvalidField(document.querySelector('form'))).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(focusFirstInvalidField(null)).toBe(false);
  });
});
