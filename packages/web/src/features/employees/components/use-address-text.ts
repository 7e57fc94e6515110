import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A text field whose value lives in the address bar: typing shows at once and reaches the address
 * (`write`) after a pause; a value the address gets from elsewhere (back, forward, a link) comes
 * into the field. The address lags a write while the router navigates, so a value of our own
 * landing late (`Per` while `Person` is typed) never overwrites the field.
 */
export function useAddressText(
  addressValue: string,
  write: (value: string) => void,
  delayMs = 250,
): [string, (value: string) => void] {
  const [text, setText] = useState(addressValue);
  const [debounced] = useDebouncedValue(text, delayMs);
  const lastWritten = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the paused text writes
  useEffect(() => {
    if (debounced === addressValue) return;
    lastWritten.current = debounced;
    write(debounced);
  }, [debounced]);

  // Only a change of the address reads (the ref is no dependency).
  useEffect(() => {
    if (lastWritten.current !== undefined) {
      // Ours: the last write has landed (done), or an earlier one on the way to it (ignore).
      if (addressValue === lastWritten.current) lastWritten.current = undefined;
      return;
    }
    setText(addressValue);
  }, [addressValue]);

  return [text, setText];
}
