import { useCallback, useRef, useState } from 'react';

/**
 * A failure banner that reports on some data (a bracket, a tournament): it stands while that data is what it was
 * when the action failed, and clears itself once it changes, since what it said may no longer hold (the admin has
 * since set the winners the refusal asked for). Pass the query results themselves: React Query keeps a refetch
 * that brings nothing new the same object, so only a real change clears the banner.
 *
 * Returns the text to show (or null) and its setter (null clears it).
 */
export function useFailureAbout(...subjects: unknown[]): [string | null, (text: string | null) => void] {
  const [failure, setFailure] = useState<{ text: string; subjects: unknown[] } | null>(null);
  const latest = useRef(subjects);
  latest.current = subjects;
  const set = useCallback((text: string | null) => setFailure(text === null ? null : { text, subjects: latest.current }), []);
  const current = failure !== null && failure.subjects.length === subjects.length && failure.subjects.every((s, i) => Object.is(s, subjects[i]));
  return [current ? failure.text : null, set];
}
