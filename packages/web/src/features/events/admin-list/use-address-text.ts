import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the text reaches the address bar (and the server). */
export const ADDRESS_TEXT_DELAY_MS = 250;

/**
 * A text field whose value lives in the address bar: typing shows at once, and reaches `commit`
 * after a short pause; a new value from the address (back button, a cleared filter) replaces it.
 */
export function useAddressText(stored: string, commit: (value: string) => void) {
  const [text, setText] = useState(stored);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const lastStored = useRef(stored);
  if (lastStored.current !== stored) {
    lastStored.current = stored;
    if (text.trim() !== stored) setText(stored);
  }
  useEffect(() => {
    if (text.trim() === stored) return;
    const timer = setTimeout(() => commitRef.current(text), ADDRESS_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, stored]);
  return [text, setText] as const;
}

/**
 * A date field whose value lives in the address bar: a complete `ÅÅÅÅ-MM-DD` (or an emptied field)
 * reaches `commit` at once, half-typed text waits; a new date from the address replaces the text.
 */
export function useAddressDate(stored: string, commit: (value: string) => void) {
  const [text, setText] = useState(stored);
  const lastStored = useRef(stored);
  if (lastStored.current !== stored) {
    lastStored.current = stored;
    if (text !== stored) setText(stored);
  }
  const change = (next: string) => {
    setText(next);
    if (next === '' || next.length === 10) commit(next);
  };
  return [text, change] as const;
}
