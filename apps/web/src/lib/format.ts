import dayjs from 'dayjs';

/**
 * Dates as Arena shows them, in the browser's time zone, with dayjs rather than the browser's Intl: a page's first
 * use of Intl loads the browser's locale data, 40–90 ms of main thread on a first screen (decision 025). The texts
 * are the ones Intl's en-US formats gave, which format.test.ts checks.
 */

/** "Mar 4, 2026, 3:07 PM" */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY, h:mm A');
}

/** "Mar 4, 2026" */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** "3:07 PM" */
export function formatTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}
