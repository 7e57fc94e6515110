import { useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to the first field marked invalid (`aria-invalid="true"`, which Mantine sets on
 * an input with an error) inside `container`, and scrolls it to the middle of the screen, so that
 * an error below or above the visible part of a long form is not missed. True when one was found.
 */
export function focusFirstInvalidField(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; browsers all do.
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * For a form that shows its errors after a submit: `focusFirstError()` asks for the focus move,
 * which happens after the render that shows the errors (the error state and this request are set
 * in the same batch, so the inputs already carry `aria-invalid` when the effect runs).
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalidField(containerRef.current);
  }, [request]);
  return { containerRef, focusFirstError: () => setRequest((count) => count + 1) };
}
