import { endsWithKeySequence, KEY_SEQUENCE } from '@lonsam/domain/constants/client-limits';
import { useEffect, useRef } from 'react';

/** Calls `onSequence` whenever the last keys typed are the hidden 11-key sequence. */
export function useKeySequence(onSequence: () => void): void {
  const keys = useRef<string[]>([]);
  const callback = useRef(onSequence);
  callback.current = onSequence;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      keys.current = [...keys.current, event.key].slice(-KEY_SEQUENCE.length);
      if (endsWithKeySequence(keys.current)) {
        keys.current = [];
        callback.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
