import { useEffect, useRef } from 'react';

/** User spec §4: a wallet form closes 2 seconds after a successful submit. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

/** `schedule()` runs `onDone` 2 s later, unless the component unmounts first. */
export function useCloseAfterSuccess(onDone: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), CLOSE_AFTER_SUCCESS_MS);
  };
}
